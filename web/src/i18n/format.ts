import type { LanguageCode } from "@billpath/contract"
import { localeOf } from "./locale-of.ts"

// What Intl writes for en-US and fr-CA (format.test.ts holds them together), by hand: a page's first
// Intl.DateTimeFormat loads calendar and time-zone data, a long stretch of a phone's main thread.
export const formatDate = (isoDate: string, language: LanguageCode): string => {
  const parts = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])/u.exec(isoDate)
  if (parts === null) return isoDate
  const [, year, month, day] = parts
  return language === "fr" ? `${year}-${month}-${day}` : `${month}/${day}/${year}`
}

// What Intl writes for USD in en-US and fr-CA (format.test.ts holds them together), by hand as for dates.
// Intl still writes the amounts no bill holds: where whole cents stop being exact numbers, or not a number.
export const formatMoney = (amount: number, language: LanguageCode): string => {
  const magnitude = Math.abs(amount)
  if (!(magnitude < 1e13)) return intlMoney(language).format(amount)
  // Rounded half away from zero on the shortest decimal form (0.015 is 2 cents), as Intl rounds; "e2"
  // moves the point without the binary error of * 100.
  const cents = String(magnitude < 1e-6 ? 0 : Math.round(Number(`${magnitude}e2`))).padStart(3, "0")
  const whole = cents.slice(0, -2)
  const fraction = cents.slice(-2)
  const sign = amount < 0 || Object.is(amount, -0) ? "-" : ""
  if (language === "fr") return `${sign}${groupThousands(whole, "\u00a0")},${fraction}\u00a0$`
  return `${sign}$${groupThousands(whole, ",")}.${fraction}`
}

// narrowSymbol: fr-CA would otherwise write "84,17 $ US"; every amount of the portal is in US dollars.
const intlMoney = (language: LanguageCode) =>
  new Intl.NumberFormat(localeOf[language], {
    style: "currency",
    currency: "USD",
    currencyDisplay: "narrowSymbol",
  })

const groupThousands = (digits: string, separator: string): string =>
  digits.replace(/\B(?=(\d{3})+$)/gu, separator)

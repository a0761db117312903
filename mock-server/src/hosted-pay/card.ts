export const passesLuhn = (digits: string): boolean => {
  if (!/^[0-9]{12,19}$/.test(digits)) return false
  // Every second digit from the right is doubled; a two-digit result counts as the sum of its digits.
  const sum = Array.from(digits)
    .reverse()
    .map((digit, index) => (index % 2 === 0 ? Number(digit) : Number(digit) * 2))
    .reduce((total, value) => total + (value > 9 ? value - 9 : value), 0)
  return sum % 10 === 0
}

/** The card type the portal has an icon for, from the number's issuer prefix; undefined when not accepted. */
export const cardTypeOf = (digits: string): "VISA" | "MASTER CARD" | "AMEX" | "DISCOVER" | undefined => {
  if (/^4/.test(digits)) return "VISA"
  if (/^(5[1-5]|222[1-9]|22[3-9][0-9]|2[3-6][0-9]{2}|27[01][0-9]|2720)/.test(digits)) return "MASTER CARD"
  if (/^3[47]/.test(digits)) return "AMEX"
  if (/^(6011|65|64[4-9])/.test(digits)) return "DISCOVER"
  return undefined
}

/** The demo's card that the issuer declines, so a demo can show a refusal. */
export const declinedDemoCard = "4000000000000002"

/** MM/YY, this month or later. */
export const isUnexpired = (expiry: string, now: Date): boolean => {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*([0-9]{2})$/.exec(expiry.trim())
  if (match === null) return false
  const month = Number(match[1])
  const year = 2000 + Number(match[2])
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1)
}

export const digitsOnly = (typed: string): string => typed.replace(/[\s-]/g, "")

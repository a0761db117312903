import { type LanguageCode, offeredPayment } from "@billpath/contract"

const amountPattern = /^[0-9]{1,5}(\.[0-9]{1,2})?$/u

/** As typed in the page's language ("1 234,56"); a comma on an English page is refused: there it means a thousand. */
export const typedAmount = (typed: string, language: LanguageCode): number | undefined => {
  const trimmed = typed.trim()
  const plain = language === "fr" ? trimmed.replace(/[\s\u00a0\u202f]/gu, "").replace(",", ".") : trimmed
  return amountPattern.test(plain) ? Number(plain) : undefined
}

/** The field's starting amount, the language's way without a symbol; empty when nothing is owed. */
export const offeredAmount = (balance: number, language: LanguageCode): string => {
  const amount = offeredPayment(balance)
  if (amount === undefined) return ""
  return language === "fr" ? amount.toFixed(2).replace(".", ",") : amount.toFixed(2)
}

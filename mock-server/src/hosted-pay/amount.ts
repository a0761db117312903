import { type LanguageCode, offeredPayment } from "@billpath/contract"

const amountPattern = /^[0-9]{1,5}(\.[0-9]{1,2})?$/u

/**
 * An amount as the customer typed it, in the page's language: French writes "84,17" and groups
 * thousands with a space ("1 234,56", any kind of space); English writes "84.17". A comma on an
 * English page stays refused: "1,234" there means a thousand, not one dollar.
 * Undefined when it is not an amount of at most five digits and two decimals; whether it may be paid
 * is the contract's `isPayableAmount`.
 */
export const typedAmount = (typed: string, language: LanguageCode): number | undefined => {
  const trimmed = typed.trim()
  const plain = language === "fr" ? trimmed.replace(/[\s\u00a0\u202f]/gu, "").replace(",", ".") : trimmed
  return amountPattern.test(plain) ? Number(plain) : undefined
}

/**
 * The amount the page's field starts with, from the balance, written the language's way ("84,17" in
 * French) without a symbol; empty when nothing is owed (paid up, or a credit): the contract's
 * `offeredPayment` decides.
 */
export const offeredAmount = (balance: number, language: LanguageCode): string => {
  const amount = offeredPayment(balance)
  if (amount === undefined) return ""
  return language === "fr" ? amount.toFixed(2).replace(".", ",") : amount.toFixed(2)
}

import type { AccountSummary } from "../entities/account.ts"

/** How an account pays (spec §4): card autopay, direct-debit autopay, or by hand. */
export type AutopayPaymentType = "credit" | "debit" | "manual"

export type AutopayFacts = Pick<
  AccountSummary,
  "isAutoPayEnabled" | "isAutoPayDirectDebit" | "bankInfo" | "cardInfo"
>

/** The payment type the autopay settings start on (spec §4): with autopay off it is manual, never card. */
export const initialAutopayPaymentType = (account: AutopayFacts): AutopayPaymentType => {
  if (!account.isAutoPayEnabled) return "manual"
  if (account.isAutoPayDirectDebit) return account.bankInfo === null ? "manual" : "debit"
  return account.cardInfo === null ? "manual" : "credit"
}

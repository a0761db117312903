import type { AccountSummary } from "../entities/account.ts"

/** How an account pays (spec §4): card autopay, direct-debit autopay, or by hand. */
export type AutopayPaymentType = "credit" | "debit" | "manual"

export type AutopayFacts = Pick<
  AccountSummary,
  "isAutoPayEnabled" | "isAutoPayDirectDebit" | "bankInfo" | "cardInfo"
>

/**
 * The payment type the autopay settings start on (spec §4): debit when direct-debit autopay is on and
 * bank details exist; credit when autopay is on but not by direct debit ("it" in the spec's "credit
 * when it is off" is direct debit) and card details exist; otherwise manual — a customer with autopay
 * off is never shown as paying by card (docs/decisions/009-spec-rules-as-functions.md).
 */
export const initialAutopayPaymentType = (account: AutopayFacts): AutopayPaymentType => {
  if (!account.isAutoPayEnabled) return "manual"
  if (account.isAutoPayDirectDebit) return account.bankInfo === null ? "manual" : "debit"
  return account.cardInfo === null ? "manual" : "credit"
}

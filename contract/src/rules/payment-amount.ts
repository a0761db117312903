import { Schema } from "effect"
import { fieldMessages } from "./messages.ts"
import { fieldProblems } from "./problems.ts"

// The ceiling is above any household's bill and stops a slip of the keyboard from charging thousands
// (docs/decisions/010-account-standing-and-credit.md).
export const paymentLimits = { minimum: 1, ceiling: 10_000 } as const

// Tolerance for binary fractions: 0.29 * 100 is 28.999999999999996, still whole cents.
const isWholeCents = (amount: number): boolean => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6

/** Whether one payment of `amount` dollars may be taken: within the limits, in whole cents. */
export const isPayableAmount = (amount: number): boolean =>
  Number.isFinite(amount) &&
  amount >= paymentLimits.minimum &&
  amount <= paymentLimits.ceiling &&
  isWholeCents(amount)

/** A payment amount in dollars; fails with `payment.fieldAmount`, like the card page's form. */
export const PaymentAmount = Schema.Number.check(
  Schema.makeFilter<number>((amount) => (isPayableAmount(amount) ? undefined : "payment.fieldAmount"), {
    message: "payment.fieldAmount",
    description: fieldMessages["payment.fieldAmount"],
  }),
)

const paymentAmountInput = Schema.Struct({ amount: PaymentAmount })

/** A payment amount's problems as a 400 names them; an unreadable amount gets the same key and remedy. */
export const paymentAmountProblems = (amount: number | undefined) =>
  fieldProblems(paymentAmountInput)({ amount: amount ?? Number.NaN })

/** The amount a payment page offers: the balance up to the ceiling; nothing when paid up or in credit. */
export const offeredPayment = (balance: number): number | undefined =>
  balance > 0 ? Math.min(balance, paymentLimits.ceiling) : undefined

import { randomInt } from "node:crypto"
import { isoDayOf, type PaymentReceipt } from "@billpath/contract"
import type { ServerContext } from "../context.ts"
import { cents } from "../fixtures/random.ts"
import type { AccountRecord, HostedPaymentSession } from "../store/state.ts"

/** Pays the oldest open statements first; what is left becomes the account's credit, never lost. */
const applyPayment = (account: AccountRecord, amount: number): void => {
  let left = amount
  for (const statement of [...account.statements].reverse()) {
    if (left <= 0) break
    const outstanding = statement.bill.amountOutstanding
    if (outstanding <= 0) continue
    const paid = Math.min(outstanding, left)
    left = cents(left - paid)
    const remaining = cents(outstanding - paid)
    statement.bill = { ...statement.bill, amountOutstanding: remaining, isPaid: remaining === 0 }
  }
  account.credit = cents(account.credit + left)
}

/** Records what the hosted page accepted: a one-time payment, or card autopay; and its receipt. */
export const recordCardPayment = (
  context: ServerContext,
  session: HostedPaymentSession,
  card: { readonly cardType: string; readonly lastFour: string },
  amount: number,
): PaymentReceipt | undefined => {
  const account = context.store.state.accounts.get(session.accountNumber)
  if (account === undefined) return undefined
  const now = context.clock.now()
  const displayCardNumber = `************${card.lastFour}`
  if (session.isMakePayment) {
    account.payments.unshift({
      amount,
      paymentDate: isoDayOf(now.getTime()),
      paymentMethod: card.cardType,
      paymentAccount: displayCardNumber,
      isAutoPay: false,
    })
    applyPayment(account, amount)
  } else {
    account.payMethod = { kind: "card", cardType: card.cardType, lastFour: card.lastFour }
  }
  const receipt: PaymentReceipt = {
    paymentAmount: session.isMakePayment ? amount : 0,
    cardTypeText: card.cardType,
    displayCardNumber,
    paymentDate: now.toISOString(),
    referenceNumber: `PMT-${String(randomInt(100000000, 999999999))}`,
  }
  context.store.state.receipts.set(session.signInId, receipt)
  session.completed = true
  return receipt
}

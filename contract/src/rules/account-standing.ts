import { daysBetween, type IsoDay } from "./calendar-date.ts"

/** The account facts its standing depends on (the account summary's, spec §3). */
export interface StandingFacts {
  readonly paymentDueAmount: number
  readonly paymentDueDate: IsoDay | null
  readonly isAutoPayEnabled: boolean
  readonly autoPayScheduledDate: IsoDay | null
}

/**
 * Where the customer stands today: what the overview card and the header's due line say.
 * - `paidUp`: nothing owed; `credit` is what the provider owes back (0 for a zero balance).
 * - `pastDue`: the due date has passed with the balance open, autopay or not.
 * - `dueToday` / `dueLater`: paid by hand, due today or in `daysLeft` days.
 * - `autopayScheduled`: autopay will take the balance in `daysLeft` days.
 * - `autopayProcessing`: the scheduled day has come and the balance is still open.
 * - `autopayOn`: autopay is on and no date is scheduled (the spec's 'autopay enabled').
 * - `balanceOpen`: a balance without a due date.
 */
export type AccountStanding =
  | { readonly kind: "paidUp"; readonly credit: number }
  | { readonly kind: "pastDue"; readonly dueDate: IsoDay; readonly daysOverdue: number }
  | { readonly kind: "dueToday"; readonly dueDate: IsoDay }
  | { readonly kind: "dueLater"; readonly dueDate: IsoDay; readonly daysLeft: number }
  | { readonly kind: "autopayScheduled"; readonly scheduledDate: IsoDay; readonly daysLeft: number }
  | { readonly kind: "autopayProcessing"; readonly scheduledDate: IsoDay }
  | { readonly kind: "autopayOn" }
  | { readonly kind: "balanceOpen" }

export type StandingKind = AccountStanding["kind"]

/**
 * The account's standing on `today` (the provider's calendar day, `isoDayOf(server now)`), compared by
 * days like `billStatus`: due today is not late until the day is over. A balance of zero or less is
 * paid up whatever else the account says. A passed due date wins over autopay: if autopay had taken
 * the balance it would not be open, and the customer needs to know it is late.
 */
export const accountStanding = (account: StandingFacts, today: IsoDay): AccountStanding => {
  const balance = account.paymentDueAmount
  if (balance <= 0) return { kind: "paidUp", credit: balance === 0 ? 0 : -balance }
  const dueDate = account.paymentDueDate
  const daysToDue = dueDate === null ? Number.NaN : daysBetween(today, dueDate)
  if (dueDate !== null && daysToDue < 0) return { kind: "pastDue", dueDate, daysOverdue: -daysToDue }
  if (account.isAutoPayEnabled) {
    const scheduledDate = account.autoPayScheduledDate
    const daysLeft = scheduledDate === null ? Number.NaN : daysBetween(today, scheduledDate)
    if (scheduledDate === null || Number.isNaN(daysLeft)) return { kind: "autopayOn" }
    return daysLeft > 0
      ? { kind: "autopayScheduled", scheduledDate, daysLeft }
      : { kind: "autopayProcessing", scheduledDate }
  }
  if (dueDate === null || Number.isNaN(daysToDue)) return { kind: "balanceOpen" }
  return daysToDue === 0 ? { kind: "dueToday", dueDate } : { kind: "dueLater", dueDate, daysLeft: daysToDue }
}

/**
 * What the due date alone says today, autopay or not (spec §2, the header's due-date line: due in N
 * days, due today): an autopay customer still has a due date, and the header shows it beside autopay.
 */
export const dueStanding = (account: StandingFacts, today: IsoDay): AccountStanding =>
  accountStanding({ ...account, isAutoPayEnabled: false }, today)

/**
 * How strongly the screen offers to pay: `primary` when the customer pays by hand and money is owed
 * (past due most of all), `secondary` when autopay will take it (paying early stays possible), `none`
 * when nothing is owed.
 */
export type PayEmphasis = "primary" | "secondary" | "none"

export const payEmphasis = (standing: AccountStanding): PayEmphasis => {
  switch (standing.kind) {
    case "paidUp":
      return "none"
    case "autopayScheduled":
    case "autopayProcessing":
    case "autopayOn":
      return "secondary"
    case "pastDue":
    case "dueToday":
    case "dueLater":
    case "balanceOpen":
      return "primary"
  }
}

/**
 * Whether the portal offers "Make a payment" to a signed-in customer (spec §2 Dashboard, §6): the theme
 * allows payments and the account is not barred from paying online. The dashboard and the billing
 * screen ask this one question, so they never disagree.
 */
export const canMakePayment = (
  settings: { readonly allowMakePayment: boolean },
  account: { readonly isEPayProhibited: boolean },
): boolean => settings.allowMakePayment && !account.isEPayProhibited

import { daysBetween, type IsoDay } from "./calendar-date.ts"

/** The account facts its standing depends on (the account summary's, spec §3). */
export interface StandingFacts {
  readonly paymentDueAmount: number
  readonly paymentDueDate: IsoDay | null
  readonly isAutoPayEnabled: boolean
  readonly autoPayScheduledDate: IsoDay | null
}

/** `credit`: owed back; `autopayProcessing`: the day came, the balance is open; `autopayOn`: no scheduled date. */
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

/** `today` is the provider's day; due today is not late; a passed due date beats autopay, which left it open. */
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

/** The due date alone, autopay or not: the header's due-date line shows it beside autopay (spec §2). */
export const dueStanding = (account: StandingFacts, today: IsoDay): AccountStanding =>
  accountStanding({ ...account, isAutoPayEnabled: false }, today)

/** How strongly the screen offers to pay; under autopay paying early stays possible: `secondary`. */
export const payEmphasis = (standing: AccountStanding): "primary" | "secondary" | "none" =>
  standing.kind === "paidUp" ? "none" : standing.kind.startsWith("autopay") ? "secondary" : "primary"

/** Whether "Make a payment" is offered (spec §2, §6): one question, so dashboard and billing agree. */
export const canMakePayment = (
  settings: { readonly allowMakePayment: boolean },
  account: { readonly isEPayProhibited: boolean },
): boolean => settings.allowMakePayment && !account.isEPayProhibited

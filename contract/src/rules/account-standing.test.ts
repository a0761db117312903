import { describe, expect, test } from "vitest"
import {
  accountStanding,
  canMakePayment,
  dueStanding,
  payEmphasis,
  type StandingFacts,
} from "./account-standing.ts"
import { isoDayOf } from "./calendar-date.ts"

const today = "2026-11-22"

const manual = (paymentDueDate: string | null, paymentDueAmount = 212.4): StandingFacts => ({
  paymentDueAmount,
  paymentDueDate,
  isAutoPayEnabled: false,
  autoPayScheduledDate: null,
})

const autopay = (autoPayScheduledDate: string | null, paymentDueDate: string | null = "2026-12-04") => ({
  paymentDueAmount: 84.17,
  paymentDueDate,
  isAutoPayEnabled: true,
  autoPayScheduledDate,
})

describe("accountStanding, paid by hand", () => {
  test("due yesterday: past due by one day", () => {
    expect(accountStanding(manual("2026-11-21"), today)).toEqual({
      kind: "pastDue",
      dueDate: "2026-11-21",
      daysOverdue: 1,
    })
  })

  test("due nine days ago (Carla): past due by nine days", () => {
    expect(accountStanding(manual("2026-11-13"), today)).toMatchObject({ kind: "pastDue", daysOverdue: 9 })
  })

  test("due today: due today, not late", () => {
    expect(accountStanding(manual(today), today)).toEqual({ kind: "dueToday", dueDate: today })
  })

  test("due tomorrow: due in one day", () => {
    expect(accountStanding(manual("2026-11-23"), today)).toEqual({
      kind: "dueLater",
      dueDate: "2026-11-23",
      daysLeft: 1,
    })
  })

  test("the day turns at 00:00 UTC: 23:59 is still the due day, 00:00 the first late one", () => {
    const due = manual("2026-11-22")
    expect(accountStanding(due, isoDayOf(Date.parse("2026-11-22T23:59:59.999Z"))).kind).toBe("dueToday")
    expect(accountStanding(due, isoDayOf(Date.parse("2026-11-23T00:00:00.000Z")))).toMatchObject({
      kind: "pastDue",
      daysOverdue: 1,
    })
  })

  test("a balance without a due date is just open", () => {
    expect(accountStanding(manual(null), today)).toEqual({ kind: "balanceOpen" })
  })
})

describe("accountStanding, autopay", () => {
  test("scheduled tomorrow: scheduled, one day left", () => {
    expect(accountStanding(autopay("2026-11-23"), today)).toEqual({
      kind: "autopayScheduled",
      scheduledDate: "2026-11-23",
      daysLeft: 1,
    })
  })

  test("scheduled today with the balance open: processing", () => {
    expect(accountStanding(autopay(today), today)).toEqual({
      kind: "autopayProcessing",
      scheduledDate: today,
    })
  })

  test("scheduled three days ago, due today (Bruno): processing, not scheduled in the past", () => {
    expect(accountStanding(autopay("2026-11-19", today), today)).toEqual({
      kind: "autopayProcessing",
      scheduledDate: "2026-11-19",
    })
  })

  test("the due date has passed with the balance still open: past due, autopay or not", () => {
    expect(accountStanding(autopay("2026-11-15", "2026-11-18"), today)).toMatchObject({
      kind: "pastDue",
      daysOverdue: 4,
    })
  })

  test("autopay on with nothing scheduled: autopay on", () => {
    expect(accountStanding(autopay(null), today)).toEqual({ kind: "autopayOn" })
  })
})

describe("dueStanding: the due date whatever autopay does", () => {
  test("autopay scheduled in nine days, due in twelve (Alice): due in twelve days", () => {
    expect(dueStanding(autopay("2026-12-01"), today)).toEqual({
      kind: "dueLater",
      dueDate: "2026-12-04",
      daysLeft: 12,
    })
  })

  test("autopay processing on the due day (Bruno): due today", () => {
    expect(dueStanding(autopay("2026-11-19", "2026-11-22"), today)).toEqual({
      kind: "dueToday",
      dueDate: "2026-11-22",
    })
  })

  test("nothing owed is paid up, and a passed due date past due, as for anyone", () => {
    expect(dueStanding({ ...autopay("2026-12-01"), paymentDueAmount: 0 }, today).kind).toBe("paidUp")
    expect(dueStanding(autopay("2026-11-19", "2026-11-20"), today).kind).toBe("pastDue")
  })
})

describe("accountStanding, nothing owed", () => {
  test("a zero balance is paid up, whatever the dates say", () => {
    expect(accountStanding(manual("2026-11-13", 0), today)).toEqual({ kind: "paidUp", credit: 0 })
    expect(accountStanding({ ...autopay("2026-11-19"), paymentDueAmount: 0 }, today)).toEqual({
      kind: "paidUp",
      credit: 0,
    })
  })

  test("a negative balance is a credit", () => {
    expect(accountStanding(manual(null, -12.5), today)).toEqual({ kind: "paidUp", credit: 12.5 })
  })

  test("a credit is never past due, even beside a passed due date, and asks for no payment", () => {
    const credit = accountStanding(manual("2026-11-13", -187.6), today)
    expect(credit).toEqual({ kind: "paidUp", credit: 187.6 })
    expect(payEmphasis(credit)).toBe("none")
  })

  test("one cent owed is not paid up", () => {
    expect(accountStanding(manual(today, 0.01), today).kind).toBe("dueToday")
  })
})

describe("payEmphasis", () => {
  test("paying by hand with money owed: the pay action leads", () => {
    expect(payEmphasis(accountStanding(manual("2026-11-13"), today))).toBe("primary")
    expect(payEmphasis(accountStanding(manual(today), today))).toBe("primary")
    expect(payEmphasis(accountStanding(manual("2026-12-01"), today))).toBe("primary")
  })

  test("autopay will take it: paying stays possible, second", () => {
    expect(payEmphasis(accountStanding(autopay("2026-12-01"), today))).toBe("secondary")
    expect(payEmphasis(accountStanding(autopay(today), today))).toBe("secondary")
  })

  test("past due with autopay on: the pay action leads again", () => {
    expect(payEmphasis(accountStanding(autopay("2026-11-15", "2026-11-18"), today))).toBe("primary")
  })

  test("nothing owed: no pay action", () => {
    expect(payEmphasis(accountStanding(manual(null, 0), today))).toBe("none")
    expect(payEmphasis(accountStanding(manual(null, -3), today))).toBe("none")
  })
})

describe("canMakePayment", () => {
  test("offered when the theme allows payments and the account may pay online", () => {
    expect(canMakePayment({ allowMakePayment: true }, { isEPayProhibited: false })).toBe(true)
  })

  test("not offered when the theme turns payments off", () => {
    expect(canMakePayment({ allowMakePayment: false }, { isEPayProhibited: false })).toBe(false)
  })

  test("not offered to an account barred from paying online, whatever the theme", () => {
    expect(canMakePayment({ allowMakePayment: true }, { isEPayProhibited: true })).toBe(false)
    expect(canMakePayment({ allowMakePayment: false }, { isEPayProhibited: true })).toBe(false)
  })
})

import { describe, expect, test } from "vitest"
import { startTestServer } from "../testing/mock-server.ts"
import {
  answeredRight,
  answersHeldFor,
  countWrongAnswer,
  lookupHeldFor,
  owesChallenge,
  passChallenge,
} from "./answer-records.ts"

describe("answer records", () => {
  test("a pass ends on its third wrong answer and its client owes the visible check for the window", async () => {
    const { context, clock } = await startTestServer()
    const verdicts = ["a", "b", "c"].map(() => countWrongAnswer(context, "10.0.0.1", "pass-1", "1002003001"))
    expect(verdicts).toEqual(["invalid", "invalid", "ended"])
    expect(owesChallenge(context, "10.0.0.1")).toBe(true)
    expect(owesChallenge(context, "10.0.0.2")).toBe(false)
    clock.advance(60 * 60 * 1000)
    expect(owesChallenge(context, "10.0.0.1")).toBe(false)
  })

  test("a passed check lets one lookup through; the account asks again until the right answer", async () => {
    const { context } = await startTestServer()
    for (let guess = 0; guess < 3; guess += 1) countWrongAnswer(context, "10.0.0.1", "pass-1", "42")
    const account = ["account:42"]
    expect(lookupHeldFor(context, "10.0.0.2", account, undefined)).toBe(3600)
    passChallenge(context, "10.0.0.2")
    expect(lookupHeldFor(context, "10.0.0.2", account, undefined)).toBeUndefined()
    expect(lookupHeldFor(context, "10.0.0.2", account, undefined)).toBe(3600)
    answeredRight(context, "pass-2", "42")
    expect(lookupHeldFor(context, "10.0.0.2", account, undefined)).toBeUndefined()
    // Another client that ended nothing and names no owing account is never held.
    expect(lookupHeldFor(context, "10.0.0.3", [], undefined)).toBeUndefined()
  })

  test("a client's answers are held once it reached its limit, until its window ends", async () => {
    const { context, clock } = await startTestServer({ guessing: { answerAttemptsPerClient: 4 } })
    for (let guess = 0; guess < 3; guess += 1) countWrongAnswer(context, "10.0.0.1", `pass-${guess}`, "42")
    expect(answersHeldFor(context, "10.0.0.1")).toBeUndefined()
    countWrongAnswer(context, "10.0.0.1", "pass-9", "42")
    expect(answersHeldFor(context, "10.0.0.1")).toBe(3600)
    clock.advance(30 * 60 * 1000)
    expect(answersHeldFor(context, "10.0.0.1")).toBe(1800)
    clock.advance(30 * 60 * 1000)
    expect(answersHeldFor(context, "10.0.0.1")).toBeUndefined()
  })

  test("what is remembered is bounded: the oldest clients and passes are forgotten first", async () => {
    const { context } = await startTestServer({ guessing: { answerRecordsRemembered: 2 } })
    for (const client of ["10.0.0.1", "10.0.0.2", "10.0.0.3"]) {
      countWrongAnswer(context, client, `pass-${client}`, "42")
    }
    const { byClient, onPass } = context.store.state.answers
    expect([...byClient.keys()]).toEqual(["10.0.0.2", "10.0.0.3"])
    expect(onPass.size).toBe(2)
  })
})

import { displayName } from "@billpath/contract/rules"
import { describe, expect, test } from "vitest"
import { personaAccounts } from "../../mock-server/src/fixtures/personas.ts"
import { personas, robotUsername, unregistered } from "./personas.ts"

/** A unit test (vitest), not an end-to-end one: the e2e suite's personas must be the mock server's. */
describe("the end-to-end personas", () => {
  test.each(Object.entries(personas))("%s is seeded by the mock server as written", (_name, persona) => {
    const account = personaAccounts.find((candidate) => candidate.accountNumber === persona.accountNumber)
    const holder = account?.holder
    expect({
      username: account?.user?.username,
      password: account?.user?.locked ? persona.password : account?.user?.password,
      displayName: holder === undefined ? undefined : displayName(holder),
      accountNumber: account?.accountNumber,
      serviceID: account?.services[0]?.serviceID,
      lang: account?.user?.language,
      securityAnswer: account?.user?.securityAnswer,
      balance: account?.balance,
      dueInDays: account?.dueInDays,
    }).toEqual(persona)
  })

  test("the locked persona is locked, and the others are not", () => {
    const locked = personaAccounts.filter((account) => account.user?.locked === true)
    expect(locked.map((account) => account.user?.username)).toEqual([personas.locked.username])
  })

  test("the robot username matches no user", () => {
    expect(personaAccounts.some((account) => account.user?.username === robotUsername)).toBe(false)
    expect(robotUsername.startsWith("robot.")).toBe(true)
  })

  test("the unregistered accounts exist without a user", () => {
    for (const entry of Object.values(unregistered)) {
      const account = personaAccounts.find((candidate) => candidate.accountNumber === entry.accountNumber)
      expect(account?.user).toBeUndefined()
      expect(account?.holder.lastName).toBe(entry.lastName)
      expect(account?.services[0]?.serviceID).toBe(entry.serviceID)
    }
  })
})

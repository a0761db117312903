import { endpoints } from "@billpath/contract"
import { Schema } from "effect"
import type { FastifyInstance } from "fastify"
import { describe, expect, test } from "vitest"
import { call, callValue } from "../testing/contract-client.ts"
import { personas, signIn, startTestServer } from "../testing/mock-server.ts"

const Outbox = Schema.Struct({
  items: Schema.Array(
    Schema.Struct({ to: Schema.String, username: Schema.String, temporaryPassword: Schema.String }),
  ),
})

const readOutbox = async (app: FastifyInstance) =>
  Schema.decodeUnknownSync(Outbox)((await app.inject({ method: "GET", url: "/__mock/outbox" })).json())

const findAlice = (app: FastifyInstance) =>
  callValue(app, endpoints.forgotPasswordFindAccount, {
    body: { accountNumber: "1002003001", serviceID: "TEL-5550101" },
  })

describe("password reset", () => {
  test("end to end: Alice's question, her answer, the temporary password, a new password, sign-in", async () => {
    const { app } = await startTestServer({ announce: () => undefined })
    const found = await findAlice(app)
    expect(found.securityQuestionID).toBe(1)
    expect(found.tokenInfo.authorization_level).toBe("PasswordReset")
    const questions = await callValue(app, endpoints.getSecurityQuestions, { query: { langCode: "EN" } })
    expect(questions.items.find((question) => question.id === 1)?.question).toBe(
      "What was the name of your first pet?",
    )
    const token = found.tokenInfo.access_token
    const sent = await call(
      app,
      endpoints.forgotPasswordSendEmail,
      { body: { securityAnswerText: " biscuit ", languageCode: "en" } },
      { token },
    )
    expect(sent.status).toBe(204)
    const mail = (await readOutbox(app)).items.at(-1)
    expect(mail).toMatchObject({ to: "alice.martin@example.com", username: "alice.martin" })
    const temporary = await signIn(app, "alice.martin", mail?.temporaryPassword ?? "")
    // Used, the temporary password has replaced the old one.
    expect((await call(app, endpoints.login, { query: personas.alice })).status).toBe(431)
    expect((await callValue(app, endpoints.getMe, {}, { token: temporary })).resetPasswordRequired).toBe(true)
    const changed = await call(
      app,
      endpoints.changePassword,
      { body: { currentPassword: mail?.temporaryPassword ?? "", newPassword: "Meadow2027!" } },
      { token: temporary },
    )
    expect(changed.status).toBe(204)
    const fresh = await signIn(app, "alice.martin", "Meadow2027!")
    expect((await callValue(app, endpoints.getMe, {}, { token: fresh })).resetPasswordRequired).toBe(false)
  })

  test("another answer is 431 (Answer is incorrect) and the password stays", async () => {
    const { app } = await startTestServer()
    const found = await findAlice(app)
    const token = found.tokenInfo.access_token
    const answer = await call(
      app,
      endpoints.forgotPasswordSendEmail,
      { body: { securityAnswerText: "Rex", languageCode: "en" } },
      { token },
    )
    expect(answer.status).toBe(431)
    await expect(signIn(app, personas.alice.username, personas.alice.password)).resolves.toMatch(/.+/)
  })

  test("an account without a user, or unknown, is 431", async () => {
    const { app } = await startTestServer()
    for (const body of [
      { accountNumber: "1002003090", serviceID: "TEL-5550190" },
      { accountNumber: "1002003001", serviceID: "TEL-5550190" },
    ]) {
      expect((await call(app, endpoints.forgotPasswordFindAccount, { body })).status).toBe(431)
    }
  })

  test("a completed reset unlocks a locked account: locked.out, then Carla after five wrong passwords", async () => {
    const { app } = await startTestServer({ announce: () => undefined })
    const luc = await callValue(app, endpoints.forgotPasswordFindAccount, {
      body: { accountNumber: "1002003006", serviceID: "TEL-5550106" },
    })
    await call(
      app,
      endpoints.forgotPasswordSendEmail,
      { body: { securityAnswerText: "Quebec", languageCode: "fr" } },
      { token: luc.tokenInfo.access_token },
    )
    const lucMail = (await readOutbox(app)).items.at(-1)
    await expect(signIn(app, "locked.out", lucMail?.temporaryPassword ?? "")).resolves.toMatch(/.+/)

    for (let attempt = 0; attempt < 5; attempt += 1)
      await call(app, endpoints.login, { query: { ...personas.carla, password: "Nope2026!" } })
    expect((await call(app, endpoints.login, { query: personas.carla })).status).toBe(432)
    const carla = await callValue(app, endpoints.forgotPasswordFindAccount, {
      body: { accountNumber: "1002003003", serviceID: "WTR-77810" },
    })
    await call(
      app,
      endpoints.forgotPasswordSendEmail,
      { body: { securityAnswerText: "Harbor Road", languageCode: "en" } },
      { token: carla.tokenInfo.access_token },
    )
    const carlaMail = (await readOutbox(app)).items.at(-1)
    await expect(signIn(app, "carla.nguyen", carlaMail?.temporaryPassword ?? "")).resolves.toMatch(/.+/)
  })

  test("POST /__mock/reset restores the seed: passwords, locks and the outbox", async () => {
    const { app } = await startTestServer({ announce: () => undefined })
    const found = await findAlice(app)
    await call(
      app,
      endpoints.forgotPasswordSendEmail,
      { body: { securityAnswerText: "Biscuit", languageCode: "en" } },
      { token: found.tokenInfo.access_token },
    )
    expect((await app.inject({ method: "POST", url: "/__mock/reset" })).statusCode).toBe(204)
    expect((await readOutbox(app)).items).toEqual([])
    await expect(signIn(app, personas.alice.username, personas.alice.password)).resolves.toMatch(/.+/)
  })
})

describe("limits on guessing", () => {
  const answer = (app: FastifyInstance, token: string, text: string, client?: string) =>
    call(
      app,
      endpoints.forgotPasswordSendEmail,
      { body: { securityAnswerText: text, languageCode: "en" } },
      { token, ...(client === undefined ? {} : { client }) },
    ).then((sent) => sent.status)

  const findAliceFrom = (app: FastifyInstance, client?: string) =>
    call(
      app,
      endpoints.forgotPasswordFindAccount,
      { body: { accountNumber: "1002003001", serviceID: "TEL-5550101" } },
      client === undefined ? {} : { client },
    )
  const verify = (app: FastifyInstance, version: "v2" | "v3", client?: string) =>
    callValue(
      app,
      endpoints.verifyRecaptchaToken,
      {
        query: {
          token: version === "v2" ? "demo-v2-ticked" : "demo-v3-token",
          version,
          serviceID: "TEL-5550101",
        },
      },
      client === undefined ? {} : { client },
    )
  const passOf = (found: Awaited<ReturnType<typeof findAliceFrom>>): string =>
    found._tag === "success" ? found.value.tokenInfo.access_token : ""

  test("three wrong answers end the pass; after the visible robot check a new pass and the right answer get the temporary password", async () => {
    const { app } = await startTestServer({ announce: () => undefined })
    const first = (await findAlice(app)).tokenInfo.access_token
    expect([await answer(app, first, "Rex"), await answer(app, first, "Max")]).toEqual([431, 431])
    expect(await answer(app, first, "Fido")).toBe(432)
    // The pass has ended: even the right answer on it is refused.
    expect(await answer(app, first, "Biscuit")).toBe(401)
    // The low-friction check fails now, so the form shows the visible one; skipping it gets a 429.
    expect(await verify(app, "v3")).toBe(false)
    const skipped = await findAliceFrom(app)
    expect(skipped.status).toBe(429)
    expect(Number(skipped.response.headers["retry-after"])).toBeGreaterThan(0)
    expect(await verify(app, "v2")).toBe(true)
    const second = passOf(await findAliceFrom(app))
    expect(await answer(app, second, "Biscuit")).toBe(204)
    expect((await readOutbox(app)).items.at(-1)?.username).toBe("alice.martin")
  })

  test("someone else's wrong answers never pause the customer's own reset", async () => {
    const { app } = await startTestServer({ announce: () => undefined })
    const stranger = "203.0.113.9"
    for (let pass = 0; pass < 3; pass += 1) {
      if (pass > 0) expect(await verify(app, "v2", stranger)).toBe(true)
      const token = passOf(await findAliceFrom(app, stranger))
      for (const guess of ["Rex", "Max", "Fido"]) await answer(app, token, guess, stranger)
    }
    // Ten wrong answers from one client: it may not answer again within the hour.
    expect(await verify(app, "v2", stranger)).toBe(true)
    const tenth = passOf(await findAliceFrom(app, stranger))
    expect(await answer(app, tenth, "Spot", stranger)).toBe(431)
    expect(await answer(app, tenth, "Biscuit", stranger)).toBe(429)
    // Alice, elsewhere: her account asks for the visible check, which she passes, and her answer works.
    expect((await findAliceFrom(app)).status).toBe(429)
    expect(await verify(app, "v2")).toBe(true)
    expect(await answer(app, passOf(await findAliceFrom(app)), "Biscuit")).toBe(204)
  })

  test("a client that passed the visible robot check gets past a per-account limit others spent", async () => {
    const { app } = await startTestServer({ announce: () => undefined, rateLimits: { perAccount: 2 } })
    for (const client of ["203.0.113.1", "203.0.113.2"]) {
      expect((await findAliceFrom(app, client)).status).toBe(200)
    }
    expect((await findAliceFrom(app)).status).toBe(429)
    expect(await verify(app, "v2")).toBe(true)
    expect((await findAliceFrom(app)).status).toBe(200)
    // Once: the next lookup needs another check.
    expect((await findAliceFrom(app)).status).toBe(429)
  })

  test("the right answer keeps the current password working until the temporary one is used", async () => {
    const messages: Array<string> = []
    const { app } = await startTestServer({ announce: (message) => messages.push(message) })
    const elsewhere = await signIn(app, personas.alice.username, personas.alice.password)
    expect(await answer(app, (await findAlice(app)).tokenInfo.access_token, "Biscuit")).toBe(204)
    const temporary = (await readOutbox(app)).items.at(-1)?.temporaryPassword ?? ""
    // Not in the log: only the customer's mailbox (here the mock outbox) holds it.
    expect(messages.join("\n")).not.toContain(temporary)
    expect(messages.join("\n")).toContain("alice.martin")
    // Answering did not sign the customer out nor change the password.
    expect((await call(app, endpoints.getAccounts, {}, { token: elsewhere })).status).toBe(200)
    await expect(signIn(app, personas.alice.username, personas.alice.password)).resolves.toMatch(/.+/)
    // Signing in with the usual password withdrew the temporary one.
    expect(
      (await call(app, endpoints.login, { query: { ...personas.alice, password: temporary } })).status,
    ).toBe(431)
  })

  test("using the temporary password ends the customer's other sign-ins and retires the old password", async () => {
    const { app } = await startTestServer({ announce: () => undefined })
    const elsewhere = await signIn(app, personas.alice.username, personas.alice.password)
    await answer(app, (await findAlice(app)).tokenInfo.access_token, "Biscuit")
    const temporary = (await readOutbox(app)).items.at(-1)?.temporaryPassword ?? ""
    await signIn(app, personas.alice.username, temporary)
    expect((await call(app, endpoints.getAccounts, {}, { token: elsewhere })).status).toBe(401)
    expect((await call(app, endpoints.login, { query: personas.alice })).status).toBe(431)
  })

  test("a temporary password not used within a day stops working", async () => {
    const { app, clock } = await startTestServer({ announce: () => undefined })
    await answer(app, (await findAlice(app)).tokenInfo.access_token, "Biscuit")
    const temporary = (await readOutbox(app)).items.at(-1)?.temporaryPassword ?? ""
    clock.advance(24 * 60 * 60 * 1000)
    expect(
      (await call(app, endpoints.login, { query: { ...personas.alice, password: temporary } })).status,
    ).toBe(431)
  })
})

describe("usernames are not revealed", () => {
  test("an unknown username gets the same answers as a real one through the whole lockout", async () => {
    const { app } = await startTestServer()
    const sequence = async (username: string) => {
      const answers: Array<string> = []
      for (let attempt = 0; attempt < 7; attempt += 1) {
        const answered = await call(app, endpoints.login, { query: { username, password: "Wrong2026!" } })
        answers.push(`${answered.status} ${answered.response.body}`)
      }
      return answers
    }
    const real = await sequence("alice.martin")
    expect(real.map((line) => line.slice(0, 3))).toEqual(["431", "431", "431", "431", "432", "432", "432"])
    expect(await sequence("nobody.here")).toEqual(real)
    expect(await sequence("NOBODY.here")).toEqual(real.map(() => real.at(-1)))
  })
})

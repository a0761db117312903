import { endpoints } from "@billpath/contract"
import { describe, expect, test } from "vitest"
import { call, callValue } from "../testing/contract-client.ts"
import { examples } from "../testing/examples.ts"
import { personas, signIn, startSignedIn, startTestServer } from "../testing/mock-server.ts"

const lookup = (billingPointId: string, servicePointID: string, accountName: string) => ({
  body: { billingPointId, servicePointID, accountName, companyAccount: false },
})

const setup = examples.saveRegistration.body

describe("registration lookup", () => {
  test("Okafor can register: a Registration token and her names", async () => {
    const { app } = await startTestServer()
    const found = await callValue(
      app,
      endpoints.validateRegistrationAccount,
      lookup("1002003090", "TEL-5550190", "okafor"),
    )
    expect(found.auth_token.authorization_level).toBe("Registration")
    expect(found.account_names.lastName).toBe("Okafor")
  })

  test("with the last statement balance: $45.00 proves it, another amount does not", async () => {
    const { app } = await startTestServer()
    const body = { ...lookup("1002003090", "TEL-5550190", "Okafor").body }
    expect(
      (
        await call(app, endpoints.validateRegistrationAccount, {
          body: { ...body, lastStatementBalance: 45 },
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await call(app, endpoints.validateRegistrationAccount, {
          body: { ...body, lastStatementBalance: 44.99 },
        })
      ).status,
    ).toBe(431)
  })

  test.each([
    ["Inactive is inactive: 433", "1002003091", "TEL-5550191", "Inactive", 433],
    ["Martin is already registered: 434", "1002003001", "TEL-5550101", "Martin", 434],
    ["a wrong last name: 431", "1002003090", "TEL-5550190", "Smith", 431],
    ["a service ID of another account: 431", "1002003090", "TEL-5550101", "Okafor", 431],
    ["anything else: 431", "1234567", "ABC-1", "Doe", 431],
  ])("%s", async (_case, account, service, name, status) => {
    const { app } = await startTestServer()
    expect(
      (await call(app, endpoints.validateRegistrationAccount, lookup(account, service, name))).status,
    ).toBe(status)
  })
})

describe("registration save", () => {
  const registrationToken = async () => {
    const server = await startTestServer()
    const found = await callValue(
      server.app,
      endpoints.validateRegistrationAccount,
      lookup("1002003090", "TEL-5550190", "Okafor"),
    )
    return { ...server, token: found.auth_token.access_token }
  }

  test("Okafor registers and can then sign in; the lookup now says registered", async () => {
    const { app, token } = await registrationToken()
    expect((await call(app, endpoints.saveRegistration, { body: setup }, { token })).status).toBe(204)
    const signedIn = await signIn(app, "olivia.okafor", "Lagos2026!")
    const me = await callValue(app, endpoints.getMe, {}, { token: signedIn })
    expect(me).toMatchObject({
      username: "olivia.okafor",
      lastName: "Okafor",
      notificationEmailAddress: "olivia.okafor@example.com",
    })
    expect(
      (await call(app, endpoints.validateRegistrationAccount, lookup("1002003090", "TEL-5550190", "Okafor")))
        .status,
    ).toBe(434)
    expect((await call(app, endpoints.saveRegistration, { body: setup }, { token })).status).toBe(401)
  })

  test("an existing username answers 434 (in use), without case", async () => {
    const { app, token } = await registrationToken()
    const answer = await call(
      app,
      endpoints.saveRegistration,
      { body: { ...setup, username: "Alice.Martin" } },
      { token },
    )
    expect(answer.status).toBe(434)
  })

  test.each([
    ["a dotless ı", "al\u0131ce.martin"],
    ["a digit one for l", "a1ice.martin"],
    ["r and n for m", "alice.rnartin"],
  ])("a look-alike of alice.martin (%s) answers 434 (in use) and cannot sign in", async (_case, username) => {
    const { app, token } = await registrationToken()
    const answer = await call(app, endpoints.saveRegistration, { body: { ...setup, username } }, { token })
    expect(answer.status).toBe(434)
    expect((await call(app, endpoints.login, { query: { username, password: setup.password } })).status).toBe(
      431,
    )
  })

  test.each([
    ["full-width letters", "\uff41\uff4c\uff49\uff43\uff45\uff0e\uff4d\uff41\uff52\uff54\uff49\uff4e"],
    ["the ligature ﬁ", "alice.mart\ufb01n"],
    ["a Latin alpha ɑ", "\u0251lice.martin"],
    ["a mathematical bold 𝐚", "\u{1d41a}lice.martin"],
    ["all Cyrillic", "\u0430\u043b\u0456\u0441\u0435.\u043c\u0430\u0440\u0442\u0438\u043d"],
  ])("a username outside the allowed letters (%s) is a 400 naming the rule", async (_case, username) => {
    const { app, token } = await registrationToken()
    // Sent raw: the contract's own client refuses to send it.
    const response = await app.inject({
      method: "PUT",
      url: "/api/registration/save",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      payload: JSON.stringify({
        ...setup,
        username,
        password: Buffer.from(setup.password).toString("base64url"),
      }),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      problems: [{ path: "username", key: "validation.usernameLetters" }],
    })
  })

  test("a weak password is a 400 with the registration's key (the client's encoder would refuse to send it)", async () => {
    const { app, token } = await registrationToken()
    const response = await app.inject({
      method: "PUT",
      url: "/api/registration/save",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      payload: JSON.stringify({ ...setup, password: Buffer.from("weakpassword").toString("base64url") }),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ problems: [{ path: "password", key: "tooltips.password" }] })
  })

  test("Lakeside's rules apply: e-mail usernames and no name in the password", async () => {
    const server = await startTestServer({ themeId: "lakeside-utilities" })
    const found = await callValue(
      server.app,
      endpoints.validateRegistrationAccount,
      lookup("1002003090", "TEL-5550190", "Okafor"),
    )
    const token = found.auth_token.access_token
    const answer = await call(
      server.app,
      endpoints.saveRegistration,
      { body: { ...setup, password: "Okafor2026!" } },
      { token },
    )
    expect(answer.status).toBe(400)
    expect(
      "badRequest" in answer ? answer.badRequest.problems.map((problem) => [problem.path, problem.key]) : [],
    ).toEqual([
      ["username", "register.fieldEmail"],
      ["password", "register.fieldPasswordContainsName"],
    ])
  })

  test("a signed-in token cannot save a registration: 401", async () => {
    const { app, token } = await startSignedIn(personas.alice)
    expect((await call(app, endpoints.saveRegistration, { body: setup }, { token })).status).toBe(401)
  })
})

import { endpoints } from "@billpath/contract"
import { describe, expect, test } from "vitest"
import { call, callValue } from "../testing/contract-client.ts"
import { personas, signIn, startSignedIn, startTestServer } from "../testing/mock-server.ts"

const aliceProfile = {
  prefLanguageCode: "fr",
  notificationEmailAddress: "alice@example.org",
  securityQuestionID: 2,
  securityQuestionText: "In what city were you born?",
  securityQuestionAnswer: "Lyon",
  username: "alice.m",
  newBillGroupID: 2,
} as const

describe("profile", () => {
  test("GET /me is Alice, with her question and e-mail but never her answer", async () => {
    const { app, token } = await startSignedIn(personas.alice)
    expect(await callValue(app, endpoints.getMe, {}, { token })).toMatchObject({
      firstName: "Alice",
      lastName: "Martin",
      username: "alice.martin",
      notificationEmailAddress: "alice.martin@example.com",
      prefLanguageCode: "en",
      securityQuestionAnswers: [{ securityQuestionID: 1, securityQuestionAnswer: "" }],
      resetPasswordRequired: false,
    })
    const raw = await app.inject({ url: "/api/me", headers: { authorization: `Bearer ${token}` } })
    expect(raw.body.toLowerCase()).not.toContain("biscuit")
  })

  test("an empty answer keeps the saved one for the same question; a new question needs its answer", async () => {
    const { app, token } = await startSignedIn(personas.alice)
    const keep = {
      ...aliceProfile,
      securityQuestionID: 1,
      securityQuestionAnswer: "",
      username: "alice.martin",
    }
    expect((await call(app, endpoints.updateProfile, { body: keep }, { token })).status).toBe(204)
    const changed = await call(
      app,
      endpoints.updateProfile,
      { body: { ...keep, securityQuestionID: 2 } },
      { token },
    )
    expect(changed.status).toBe(400)
    expect(changed._tag === "badRequest" ? changed.badRequest.problems : []).toEqual([
      expect.objectContaining({ path: "securityQuestionAnswer", key: "validation.fieldRequired" }),
    ])
    // The kept answer still opens a password reset.
    const found = await callValue(app, endpoints.forgotPasswordFindAccount, {
      body: { accountNumber: "1002003001", serviceID: "TEL-5550101" },
    })
    const sent = await call(
      app,
      endpoints.forgotPasswordSendEmail,
      { body: { securityAnswerText: "Biscuit", languageCode: "en" } },
      { token: found.tokenInfo.access_token },
    )
    expect(sent.status).toBe(204)
  })

  test("an update sticks: new username signs in, language and document language change", async () => {
    const { app, token } = await startSignedIn(personas.alice)
    expect((await call(app, endpoints.updateProfile, { body: aliceProfile }, { token })).status).toBe(204)
    expect(await callValue(app, endpoints.getMe, {}, { token })).toMatchObject({
      username: "alice.m",
      prefLanguageCode: "fr",
      notificationEmailAddress: "alice@example.org",
    })
    const languages = await callValue(app, endpoints.getDocumentLanguages, {}, { token })
    expect(languages.items.find((language) => language.isCurrent)?.code).toBe("fr")
    await expect(signIn(app, "alice.m", personas.alice.password)).resolves.toMatch(/.+/)
    expect((await call(app, endpoints.login, { query: personas.alice })).status).toBe(431)
  })

  test("someone else's username answers 434 (in use); one's own is fine", async () => {
    const { app, token } = await startSignedIn(personas.alice)
    expect(
      (
        await call(
          app,
          endpoints.updateProfile,
          { body: { ...aliceProfile, username: "Bruno.Tremblay" } },
          { token },
        )
      ).status,
    ).toBe(434)
    expect(
      (
        await call(
          app,
          endpoints.updateProfile,
          { body: { ...aliceProfile, username: "alice.martin" } },
          { token },
        )
      ).status,
    ).toBe(204)
  })

  test("Lakeside requires e-mail usernames: a 400 with account.fieldEmail... or the e-mail key", async () => {
    const { app, token } = await startSignedIn(personas.alice, "lakeside-utilities")
    const answer = await call(app, endpoints.updateProfile, { body: aliceProfile }, { token })
    expect(answer.status).toBe(400)
    expect("badRequest" in answer ? answer.badRequest.problems[0]?.path : undefined).toBe("username")
  })

  test("document language: list in the request's language, update sticks, an unknown group is 431", async () => {
    const { app, token } = await startSignedIn(personas.bruno)
    const list = await callValue(app, endpoints.getDocumentLanguages, {}, { token, language: "fr" })
    expect(list.items).toEqual([
      { code: "en", billGroupID: 1, isCurrent: false, name: "Anglais" },
      { code: "fr", billGroupID: 2, isCurrent: true, name: "Français" },
    ])
    expect(
      (await call(app, endpoints.updateDocumentLanguage, { body: { billGroupID: 1 } }, { token })).status,
    ).toBe(204)
    const after = await callValue(app, endpoints.getDocumentLanguages, {}, { token })
    expect(after.items.find((language) => language.isCurrent)?.code).toBe("en")
    expect(
      (await call(app, endpoints.updateDocumentLanguage, { body: { billGroupID: 9 } }, { token })).status,
    ).toBe(431)
  })

  test("security questions in English and French", async () => {
    const { app } = await startTestServer()
    const french = await callValue(app, endpoints.getSecurityQuestions, { query: { langCode: "FR" } })
    expect(french.items[0]?.question).toBe("Quel était le nom de votre premier animal de compagnie ?")
  })
})

describe("password change", () => {
  test("a wrong current password is 431; the same password again is 400 (must change)", async () => {
    const { app, token } = await startSignedIn(personas.alice)
    const wrong = await call(
      app,
      endpoints.changePassword,
      { body: { currentPassword: "Nope2026!", newPassword: "Meadow2027!" } },
      { token },
    )
    expect(wrong.status).toBe(431)
    const same = await call(
      app,
      endpoints.changePassword,
      { body: { currentPassword: personas.alice.password, newPassword: personas.alice.password } },
      { token },
    )
    expect(same.status).toBe(400)
    expect("badRequest" in same ? same.badRequest.problems[0]?.key : undefined).toBe(
      "passwordReset.fieldPasswordMustChange",
    )
  })

  test("a change sticks: the new password signs in, the old does not", async () => {
    const { app, token } = await startSignedIn(personas.alice)
    const changed = await call(
      app,
      endpoints.changePassword,
      { body: { currentPassword: personas.alice.password, newPassword: "Meadow2027!" } },
      { token },
    )
    expect(changed.status).toBe(204)
    await expect(signIn(app, personas.alice.username, "Meadow2027!")).resolves.toMatch(/.+/)
    expect((await call(app, endpoints.login, { query: personas.alice })).status).toBe(431)
  })

  test("Lakeside's additional rules: no run of six username characters", async () => {
    const { app, token } = await startSignedIn(personas.alice, "lakeside-utilities")
    const answer = await call(
      app,
      endpoints.changePassword,
      { body: { currentPassword: personas.alice.password, newPassword: "Xmartin.a9" } },
      { token },
    )
    expect(answer.status).toBe(400)
    expect("badRequest" in answer ? answer.badRequest.problems[0]?.key : undefined).toBe(
      "register.fieldPasswordContainsName",
    )
  })
})

describe("usernames a person can tell apart", () => {
  test.each([
    ["a dotless ı", "al\u0131ce.martin"],
    ["a digit one for l", "a1ice.martin"],
    ["capitals", "ALICE.MARTIN"],
  ])("Bruno cannot take a look-alike of alice.martin (%s): 434 (in use)", async (_case, username) => {
    const { app, token } = await startSignedIn(personas.bruno)
    const answer = await call(
      app,
      endpoints.updateProfile,
      { body: { ...aliceProfile, username } },
      { token },
    )
    expect(answer.status).toBe(434)
    expect((await callValue(app, endpoints.getMe, {}, { token })).username).toBe("bruno.tremblay")
  })

  test("Alice may write her own username another way", async () => {
    const { app, token } = await startSignedIn(personas.alice)
    const answer = await call(
      app,
      endpoints.updateProfile,
      { body: { ...aliceProfile, username: "Alice.Martin" } },
      { token },
    )
    expect(answer.status).toBe(204)
  })

  test.each([
    ["a Cyrillic а", "\u0430lice.martin2", "validation.lookAlike"],
    ["a right-to-left override", "alice\u202e.martin", "validation.lookAlike"],
    ["a zero-width space", "alice\u200b.martin", "validation.lookAlike"],
    ["full-width < and >", "alice\uff1cb\uff1e", "register.fieldNoSymbols"],
    ["the ligature ﬁ", "alice.mart\ufb01n", "validation.usernameLetters"],
    [
      "all Cyrillic",
      "\u0430\u043b\u0456\u0441\u0435.\u043c\u0430\u0440\u0442\u0438\u043d",
      "validation.usernameLetters",
    ],
  ])("PUT /me/updateprofile refuses %s with a 400 naming the rule", async (_case, username, key) => {
    const { app, token } = await startSignedIn(personas.alice)
    // Sent raw: the contract's own client refuses to send it.
    const answer = await app.inject({
      method: "PUT",
      url: "/api/me/updateprofile",
      headers: { authorization: `Bearer ${token}` },
      payload: { ...aliceProfile, username },
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toMatchObject({ problems: [expect.objectContaining({ path: "username", key })] })
    expect((await callValue(app, endpoints.getMe, {}, { token })).username).toBe("alice.martin")
  })
})

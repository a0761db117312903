import { endpoints, isoDayOf } from "@billpath/contract"
import type { FastifyInstance } from "fastify"
import { describe, expect, test } from "vitest"
import { addDays } from "../clock.ts"
import { openCardPage } from "../testing/card-page.ts"
import { call, callValue } from "../testing/contract-client.ts"
import { personas, signIn, startSignedIn, startTestServer, testNow } from "../testing/mock-server.ts"

const debit = {
  bankName: "First Bank",
  accountNumber: "123456789",
  routingNumber: "021000021",
  accountType: "Checking",
  isManual: false,
  languageCode: "en",
} as const

const submitHostedForm = (app: FastifyInstance, path: string, fields: Record<string, string>) =>
  app.inject({
    method: "POST",
    url: path,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  })

describe("payment method", () => {
  test("Carla sets up direct debit; the account shows it, masked", async () => {
    const { app, token } = await startSignedIn(personas.carla)
    expect((await call(app, endpoints.updatePaymentMethod, { body: debit }, { token })).status).toBe(204)
    const account = (await callValue(app, endpoints.getAccounts, {}, { token })).items[0]
    expect(account).toMatchObject({ isAutoPayEnabled: true, isAutoPayDirectDebit: true })
    expect(account?.bankInfo).toMatchObject({
      directDebitBankName: "First Bank",
      directDebitAccountType: "Checking",
    })
    expect(account?.bankInfo?.directDebitAccountNumber).toMatch(/^\*+6789$/)
  })

  test("a routing number failing the checksum is a 400 with the form's key, and nothing changes", async () => {
    const { app, token } = await startSignedIn(personas.carla)
    const answer = await call(
      app,
      endpoints.updatePaymentMethod,
      { body: { ...debit, routingNumber: "021000022" } },
      { token },
    )
    expect(answer.status).toBe(400)
    expect("badRequest" in answer ? answer.badRequest.problems : []).toEqual([
      expect.objectContaining({ path: "routingNumber", key: "autopay.fieldInvalidRouting" }),
    ])
    const account = (await callValue(app, endpoints.getAccounts, {}, { token })).items[0]
    expect(account?.isAutoPayEnabled).toBe(false)
  })

  test("a bank the demo refuses answers 435 with the provider's message, in the request's language", async () => {
    const { app, token } = await startSignedIn(personas.carla)
    const answer = await call(
      app,
      endpoints.updatePaymentMethod,
      { body: { ...debit, accountNumber: "0000123456", languageCode: "fr" } },
      { token },
    )
    expect(answer.status).toBe(435)
    expect("body" in answer ? answer.body : undefined).toEqual([
      expect.stringContaining("institution financière"),
    ])
  })

  test("Northwind's pay type is locked: 435", async () => {
    const { app, token } = await startSignedIn(personas.northwind)
    const answer = await call(app, endpoints.updatePaymentMethod, { body: debit }, { token })
    expect(answer.status).toBe(435)
  })

  test("Alice switches to manual payment, confirming her username", async () => {
    const { app, token } = await startSignedIn(personas.alice)
    const manual = { username: "alice.martin", isManual: true, languageCode: "en" } as const
    expect((await call(app, endpoints.updatePaymentMethod, { body: manual }, { token })).status).toBe(204)
    const account = (await callValue(app, endpoints.getAccounts, {}, { token })).items[0]
    expect(account).toMatchObject({ isAutoPayEnabled: false, cardInfo: null })
    const wrong = await call(
      app,
      endpoints.updatePaymentMethod,
      { body: { ...manual, username: "bruno.tremblay" } },
      { token },
    )
    expect(wrong.status).toBe(435)
  })

  test("split routing under Lakeside: institution and transit numbers", async () => {
    const { app, token } = await startSignedIn(personas.carla, "lakeside-utilities")
    const split = {
      bankName: "Caisse",
      accountNumber: "55501234",
      institutionNumber: "000",
      transitNumber: "11000",
      accountType: "Savings",
      isManual: false,
      languageCode: "en",
    } as const
    const answer = await call(app, endpoints.updatePaymentMethod, { body: split }, { token })
    expect(answer.status).toBe(400)
    expect("badRequest" in answer ? answer.badRequest.problems[0]?.path : undefined).toBe("institutionNumber")
    const plainUnderSplit = await call(app, endpoints.updatePaymentMethod, { body: debit }, { token })
    expect(plainUnderSplit.status).toBe(400)
  })
})

describe("hosted card page", () => {
  test("Carla pays her balance: the page takes the card, returns to the receipt, and the payment sticks", async () => {
    const { app, token } = await startSignedIn(personas.carla)
    const redirectURL = await openCardPage(app, token)
    const page = await app.inject({ method: "GET", url: redirectURL })
    expect(page.statusCode).toBe(200)
    expect(page.headers["content-type"]).toMatch(/text\/html/)
    expect(page.body).toContain('value="212.40"')
    const paid = await submitHostedForm(app, redirectURL, {
      cardholder: "Carla Nguyen",
      cardNumber: "5555 5555 5555 4444",
      expiry: "12/30",
      cvc: "123",
      amount: "212.40",
    })
    expect(paid.statusCode).toBe(303)
    expect(paid.headers.location).toBe("/payment-receipt?status=success")
    const receipt = await callValue(app, endpoints.getPaymentReceipt, {}, { token })
    expect(receipt).toMatchObject({ paymentAmount: 212.4, cardTypeText: "MASTER CARD" })
    expect(receipt.displayCardNumber).toMatch(/4444$/)
    const account = (await callValue(app, endpoints.getAccounts, {}, { token })).items[0]
    expect(account?.paymentDueAmount).toBe(0)
    const payments = await callValue(
      app,
      endpoints.getPayments,
      { query: { page: 1, pageSize: 1 } },
      { token },
    )
    expect(payments.items[0]).toMatchObject({ amount: 212.4, paymentMethod: "MASTER CARD", isAutoPay: false })
    const reused = await submitHostedForm(app, redirectURL, { cardNumber: "4242424242424242" })
    expect(reused.statusCode).toBe(409)
  })

  test("bad card details come back with each problem, the entries kept but the security code", async () => {
    const { app, token } = await startSignedIn(personas.carla)
    const redirectURL = await openCardPage(app, token, "fr")
    const answer = await submitHostedForm(app, redirectURL, {
      cardholder: "Carla",
      cardNumber: "4242424242424241",
      expiry: "01/20",
      cvc: "999",
      amount: "0",
    })
    expect(answer.statusCode).toBe(422)
    expect(answer.body).toContain("Entrez un numéro de carte valide.")
    expect(answer.body).toContain('value="4242424242424241"')
    expect(answer.body).not.toContain('value="999"')
    expect(answer.body).toContain('aria-invalid="true"')
    expect((await call(app, endpoints.getPaymentReceipt, {}, { token })).status).toBe(404)
  })

  test("in French the balance is offered as 212,40 and an amount with a comma is taken", async () => {
    const { app, token } = await startSignedIn(personas.carla)
    const redirectURL = await openCardPage(app, token, "fr")
    const page = await app.inject({ method: "GET", url: redirectURL })
    expect(page.body).toContain('value="212,40"')
    const paid = await submitHostedForm(app, redirectURL, {
      cardholder: "Carla Nguyen",
      cardNumber: "4242 4242 4242 4242",
      expiry: "12/30",
      cvc: "123",
      amount: "100,50",
    })
    expect(paid.statusCode).toBe(303)
    expect(await callValue(app, endpoints.getPaymentReceipt, {}, { token })).toMatchObject({
      paymentAmount: 100.5,
    })
  })

  test("the page wears the provider's logo, name, colours and fonts", async () => {
    for (const [themeId, primary, font, name] of [
      ["aurora-telecom", "#4B2BB8", "Segoe UI", "Aurora Telecom"],
      ["lakeside-utilities", "#0B6468", "Segoe UI", "Lakeside Utilities"],
    ] as const) {
      const { app, token } = await startSignedIn(personas.carla, themeId)
      const redirectURL = await openCardPage(app, token)
      const page = (await app.inject({ method: "GET", url: redirectURL })).body
      expect(page).toContain(`<img src="/theme/images/logo-en.png" alt="${name}">`)
      expect(page).toContain(`button{background:${primary}`)
      expect(page).toMatch(new RegExp(`body\\{font-family:[^;]*${font}`))
      const logo = await app.inject({ method: "GET", url: "/theme/images/logo-en.png" })
      expect(logo.statusCode).toBe(200)
    }
  })

  test("card autopay: Carla authorises her card; the account shows card autopay with the last four", async () => {
    const { app, token } = await startSignedIn(personas.carla)
    const redirectURL = await openCardPage(app, token, "en", false)
    const withoutConsent = await submitHostedForm(app, redirectURL, {
      cardholder: "Carla Nguyen",
      cardNumber: "378282246310005",
      expiry: "11/29",
      cvc: "1234",
    })
    expect(withoutConsent.statusCode).toBe(422)
    // Its Cancel goes back to the autopay settings, not to a payment receipt.
    expect(withoutConsent.body).toContain('href="/account/autopay?status=cancelled"')
    const saved = await submitHostedForm(app, redirectURL, {
      cardholder: "Carla Nguyen",
      cardNumber: "378282246310005",
      expiry: "11/29",
      cvc: "1234",
      consent: "yes",
    })
    expect(saved.statusCode).toBe(303)
    expect(saved.headers.location).toBe("/account/autopay?status=success")
    const account = (await callValue(app, endpoints.getAccounts, {}, { token })).items[0]
    expect(account).toMatchObject({
      isAutoPayEnabled: true,
      cardInfo: { cardType: "AMEX", cardLastFour: "0005" },
    })
  })

  test("a receipt belongs to the sign-in that paid: kept across its renewals, the newest payment's, no one else's", async () => {
    const { app } = await startTestServer()
    const login = await callValue(app, endpoints.login, {
      query: { username: personas.carla.username, password: personas.carla.password },
    })
    const token = login.auth_token.access_token
    expect((await call(app, endpoints.getPaymentReceipt, {}, { token })).status).toBe(404)
    const pay = async (amount: string, cardNumber: string) => {
      const redirectURL = await openCardPage(app, token)
      const paid = await submitHostedForm(app, redirectURL, {
        cardholder: "Carla Nguyen",
        cardNumber,
        expiry: "12/30",
        cvc: "123",
        amount,
      })
      expect(paid.statusCode).toBe(303)
    }
    await pay("12.40", "4242 4242 4242 4242")
    const first = await callValue(app, endpoints.getPaymentReceipt, {}, { token })
    expect(first).toMatchObject({ paymentAmount: 12.4, cardTypeText: "VISA" })
    // Asking again (a reload of the receipt page) shows the same receipt.
    expect(await callValue(app, endpoints.getPaymentReceipt, {}, { token })).toEqual(first)

    await pay("200.00", "5555 5555 5555 4444")
    const second = await callValue(app, endpoints.getPaymentReceipt, {}, { token })
    expect(second).toMatchObject({ paymentAmount: 200, cardTypeText: "MASTER CARD" })
    expect(second.referenceNumber).not.toBe(first.referenceNumber)

    const renewed = await callValue(app, endpoints.refreshToken, {
      query: { refresh_token: login.auth_token.refresh_token },
    })
    expect(await callValue(app, endpoints.getPaymentReceipt, {}, { token: renewed.access_token })).toEqual(
      second,
    )

    // Carla signing in again (another device, another day) has paid nothing in that sign-in.
    const again = await signIn(app, personas.carla.username, personas.carla.password)
    expect((await call(app, endpoints.getPaymentReceipt, {}, { token: again })).status).toBe(404)
  })

  test("a declined card or a cancel records nothing: no payment, no receipt, the balance as it was", async () => {
    const { app, token } = await startSignedIn(personas.carla)
    const redirectURL = await openCardPage(app, token)
    const declined = await submitHostedForm(app, redirectURL, {
      cardholder: "Carla Nguyen",
      cardNumber: "4000 0000 0000 0002",
      expiry: "12/30",
      cvc: "123",
      amount: "212.40",
    })
    expect(declined.statusCode).toBe(422)
    expect(declined.body).toContain('href="/payment-receipt?status=cancelled"')
    expect((await call(app, endpoints.getPaymentReceipt, {}, { token })).status).toBe(404)
    const account = (await callValue(app, endpoints.getAccounts, {}, { token })).items[0]
    expect(account?.paymentDueAmount).toBe(212.4)
  })

  test("Northwind may not pay online: the redirect answers 431", async () => {
    const { app, token } = await startSignedIn(personas.northwind)
    const answer = await call(
      app,
      endpoints.getPaymentRedirectUrl,
      { query: { languageCode: "en", isMakePayment: true } },
      { token },
    )
    expect(answer.status).toBe(431)
  })
})

describe("quick pay", () => {
  test("Carla's account and service ID find 'Carla Nguyen, Springfield, IL', what she owes and since when, and the token pays", async () => {
    const { app } = await startTestServer()
    const found = await callValue(app, endpoints.quickPayFindAccount, {
      body: { billingPointID: "1002003003", servicePointID: "wtr-77810" },
    })
    expect(found?.userData).toEqual({
      companyName: "",
      firstName: "Carla",
      lastName: "Nguyen",
      city: "Springfield",
      state: "IL",
      isEPayProhibited: false,
      paymentDueAmount: 212.4,
      paymentDueDate: addDays(isoDayOf(testNow.getTime()), -9),
    })
    expect(found?.tokenInfo.authorization_level).toBe("QuickPay")
    const token = found?.tokenInfo.access_token
    const redirect = await call(
      app,
      endpoints.getPaymentRedirectUrl,
      { query: { languageCode: "en", isMakePayment: true } },
      { token },
    )
    expect(redirect.status).toBe(200)
  })

  test.each([
    ["Northwind (e-pay prohibited)", "1002003004", "FLT-900300"],
    ["a service ID of another account", "1002003003", "TEL-5550101"],
    ["an unknown account", "9999999999", "X-1"],
  ])("%s is not found: null", async (_case, billingPointID, servicePointID) => {
    const { app } = await startTestServer()
    expect(
      await callValue(app, endpoints.quickPayFindAccount, { body: { billingPointID, servicePointID } }),
    ).toBeNull()
  })
})

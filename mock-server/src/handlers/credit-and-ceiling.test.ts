import { BadRequest, endpoints, fieldMessages } from "@billpath/contract"
import { Schema } from "effect"
import type { FastifyInstance } from "fastify"
import { describe, expect, test } from "vitest"
import { openCardPage } from "../testing/card-page.ts"
import { call, callValue } from "../testing/contract-client.ts"
import { personas, startSignedIn } from "../testing/mock-server.ts"

const card = { cardholder: "Carla Nguyen", cardNumber: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" }

const submit = (app: FastifyInstance, path: string, fields: Record<string, string>, json = false) =>
  app.inject({
    method: "POST",
    url: path,
    headers: json
      ? { "content-type": "application/json", accept: "application/json" }
      : { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
    payload: json ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
  })

const accountOf = async (app: FastifyInstance, token: string) => {
  const account = (await callValue(app, endpoints.getAccounts, {}, { token })).items[0]
  if (account === undefined) throw new Error("no account")
  return account
}

describe("overpayments leave a credit (issue 17: money is never lost)", () => {
  test("20 payments of $20 against Carla's $212.40 leave a credit of $187.60 in the account summary", async () => {
    const { app, token } = await startSignedIn(personas.carla)
    for (let paid = 0; paid < 20; paid += 1) {
      const answer = await submit(app, await openCardPage(app, token), { ...card, amount: "20.00" })
      expect(answer.statusCode).toBe(303)
    }
    const account = await accountOf(app, token)
    expect(account.paymentDueAmount).toBe(-187.6)
    // A credit is nothing due: no due date, so neither "past due" nor an autopay date.
    expect(account).toMatchObject({ paymentDueDate: null, autoPayScheduledDate: null })
    const bills = await callValue(app, endpoints.getBills, { query: { page: 1, pageSize: 100 } }, { token })
    expect(bills.items.every((bill) => bill.isPaid && bill.amountOutstanding === 0)).toBe(true)
    const payments = await callValue(
      app,
      endpoints.getPayments,
      { query: { page: 1, pageSize: 20 } },
      { token },
    )
    expect(payments.items.map((payment) => payment.amount)).toEqual(Array(20).fill(20))
  })

  test("the next page offers nothing and says so, in the customer's language, as does quick pay's", async () => {
    const { app, token } = await startSignedIn(personas.carla)
    expect(
      (await submit(app, await openCardPage(app, token), { ...card, amount: "260.00" })).statusCode,
    ).toBe(303)
    const english = await app.inject({ method: "GET", url: await openCardPage(app, token) })
    expect(english.body).toContain("you have a credit balance of $47.60")
    expect(english.body).toContain(
      'name="amount" autocomplete="transaction-amount" inputmode="decimal" value=""',
    )
    expect(english.body).not.toContain("Balance due")

    const found = await callValue(app, endpoints.quickPayFindAccount, {
      body: { billingPointID: "1002003003", servicePointID: "WTR-77810" },
    })
    const quickPayToken = found?.tokenInfo.access_token ?? ""
    const french = await app.inject({ method: "GET", url: await openCardPage(app, quickPayToken, "fr") })
    expect(french.body).toContain("solde créditeur de 47,60\u00a0$")
    // Paying ahead stays possible: the credit grows.
    expect((await submit(app, await openCardPage(app, token), { ...card, amount: "10.00" })).statusCode).toBe(
      303,
    )
    expect((await accountOf(app, token)).paymentDueAmount).toBe(-57.6)
  })

  test("paying exactly the balance leaves zero: paid up, no credit", async () => {
    const { app, token } = await startSignedIn(personas.carla)
    expect(
      (await submit(app, await openCardPage(app, token), { ...card, amount: "212.40" })).statusCode,
    ).toBe(303)
    expect((await accountOf(app, token)).paymentDueAmount).toBe(0)
    const page = await app.inject({ method: "GET", url: await openCardPage(app, token) })
    expect(page.body).toContain("Nothing is due right now.")
  })
})

describe("the amount ceiling", () => {
  test("$99,999.99 against a zero balance is refused with the contract's 400, and nothing is recorded", async () => {
    const { app, token } = await startSignedIn(personas.carla)
    expect(
      (await submit(app, await openCardPage(app, token), { ...card, amount: "212.40" })).statusCode,
    ).toBe(303)
    const receiptBefore = await callValue(app, endpoints.getPaymentReceipt, {}, { token })
    const page = await openCardPage(app, token)
    const refused = await submit(app, page, { ...card, amount: "99999.99" }, true)
    expect(refused.statusCode).toBe(400)
    expect(refused.headers["content-type"]).toMatch(/^application\/json/)
    const body = Schema.decodeUnknownSync(BadRequest)(refused.json())
    expect(body.problems).toEqual([
      { path: "amount", key: "payment.fieldAmount", text: fieldMessages["payment.fieldAmount"] },
    ])
    expect((await accountOf(app, token)).paymentDueAmount).toBe(0)
    expect(await callValue(app, endpoints.getPaymentReceipt, {}, { token })).toEqual(receiptBefore)
    // The page is not used up by a refusal: the customer corrects the amount.
    expect((await submit(app, page, { ...card, amount: "10000.00" })).statusCode).toBe(303)
    expect((await accountOf(app, token)).paymentDueAmount).toBe(-10_000)
  })

  test.each([
    ["zero", "0"],
    ["a negative amount", "-5"],
    ["three decimals", "12.345"],
    ["a cent over the ceiling", "10000.01"],
  ])("%s is refused too", async (_case, amount) => {
    const { app, token } = await startSignedIn(personas.carla)
    const refused = await submit(app, await openCardPage(app, token), { ...card, amount }, true)
    expect(refused.statusCode).toBe(400)
    expect(
      Schema.decodeUnknownSync(BadRequest)(refused.json()).problems.map((problem) => problem.key),
    ).toEqual(["payment.fieldAmount"])
    expect((await accountOf(app, token)).paymentDueAmount).toBe(212.4)
  })

  test("a JSON refusal names the card's problems as well, each under its field", async () => {
    const { app, token } = await startSignedIn(personas.carla)
    const refused = await submit(app, await openCardPage(app, token), { amount: "50" }, true)
    expect(refused.statusCode).toBe(400)
    expect(
      Schema.decodeUnknownSync(BadRequest)(refused.json()).problems.map((problem) => problem.path),
    ).toEqual(["cardholder", "cardNumber", "expiry", "cvc"])
  })

  test("the form states the limits before submitting, and a browser's refusal says them under the field", async () => {
    const { app, token } = await startSignedIn(personas.carla)
    const french = await openCardPage(app, token, "fr")
    const page = await app.inject({ method: "GET", url: french })
    expect(page.body).toContain(
      '<p class="hint" id="amount-hint">De 1,00\u00a0$ à 10\u00a0000,00\u00a0$ par paiement.</p>',
    )
    expect(page.body).toContain('aria-describedby="amount-hint"')
    const refused = await submit(app, french, { ...card, amount: "99 999,99" })
    expect(refused.statusCode).toBe(422)
    expect(refused.headers["content-type"]).toMatch(/text\/html/)
    expect(refused.body).toContain(
      "Entrez un montant de 1,00\u00a0$ à 10\u00a0000,00\u00a0$, avec au plus deux décimales.",
    )
    expect(refused.body).toContain('aria-describedby="amount-hint amount-error"')
    const english = await app.inject({ method: "GET", url: await openCardPage(app, token) })
    expect(english.body).toContain("From $1.00 to $10,000.00 per payment.")
    expect((await call(app, endpoints.getPaymentReceipt, {}, { token })).status).toBe(404)
  })
})

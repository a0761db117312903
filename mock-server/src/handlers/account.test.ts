import { endpoints, isoDayOf } from "@billpath/contract"
import { describe, expect, test } from "vitest"
import { addDays } from "../clock.ts"
import { call } from "../testing/contract-client.ts"
import { personas, startSignedIn, testNow } from "../testing/mock-server.ts"

const today = isoDayOf(testNow.getTime())

const accountFor = async (persona: { username: string; password: string }, themeId?: string) => {
  const server = await startSignedIn(persona, themeId)
  const answer = await call(server.app, endpoints.getAccounts, {}, { token: server.token })
  if (answer.status !== 200 || !("value" in answer)) throw new Error(`accounts answered ${answer.status}`)
  const account = answer.value.items[0]
  if (account === undefined) throw new Error("no account")
  return { ...server, account }
}

describe("GET /accounts: the personas' state", () => {
  test("Alice: $84.17 due in 12 days, card autopay VISA 4242 three days before, e-bill with PDF option", async () => {
    const { account } = await accountFor(personas.alice)
    expect(account).toMatchObject({
      accountNumber: "1002003001",
      paymentDueAmount: 84.17,
      paymentDueDate: addDays(today, 12),
      isAutoPayEnabled: true,
      isAutoPayDirectDebit: false,
      autoPayScheduledDate: addDays(today, 9),
      cardInfo: { cardType: "VISA", cardLastFour: "4242" },
      bankInfo: null,
      isElectronicDelivery: true,
      lastStatementHasPDF: true,
      firstName: "Alice",
    })
    expect(account.billingPDFAttachmentReasonCode).not.toBeNull()
  })

  test("Bruno: $132.05 due today, direct debit Caisse Populaire ending 6789 Savings, paper with reply envelope on", async () => {
    const { account } = await accountFor(personas.bruno)
    expect(account).toMatchObject({
      paymentDueAmount: 132.05,
      paymentDueDate: today,
      isAutoPayEnabled: true,
      isAutoPayDirectDebit: true,
      cardInfo: null,
      isElectronicDelivery: false,
      billingShowReplyEnvelopeOption: true,
      billingReplyEnvelopeDefault: true,
      replyEnvelopeChecked: true,
    })
    expect(account.bankInfo?.directDebitBankName).toBe("Caisse Populaire")
    expect(account.bankInfo?.directDebitAccountNumber).toMatch(/^\*+6789$/)
    expect(account.bankInfo?.directDebitAccountType).toBe("Savings")
  })

  test("Carla: $212.40, nine days past due, manual payment, last statement without PDF", async () => {
    const { account } = await accountFor(personas.carla)
    expect(account).toMatchObject({
      paymentDueAmount: 212.4,
      paymentDueDate: addDays(today, -9),
      isAutoPayEnabled: false,
      autoPayScheduledDate: null,
      lastStatementHasPDF: false,
      isEPayProhibited: false,
    })
  })

  test("Northwind: company account, e-pay prohibited, pay type locked, e-bill required", async () => {
    const { account } = await accountFor(personas.northwind)
    expect(account).toMatchObject({
      isEPayProhibited: true,
      isPayTypeLocked: true,
      requireEBill: true,
      isElectronicDelivery: true,
    })
  })

  test("Alice has three subscription points: mobile, internet and TV", async () => {
    const { app, token } = await accountFor(personas.alice)
    const answer = await call(app, endpoints.getSubscriptionPoints, {}, { token })
    expect(
      answer.status === 200 && "value" in answer
        ? answer.value.items.map((point) => point.serviceIDToDisplay)
        : [],
    ).toEqual(["TEL-5550101", "NET-8820410", "TV-3310072"])
  })
})

describe("bill delivery and account settings", () => {
  test("Alice switches to paper and back to e-bill with the PDF attachment; each change sticks", async () => {
    const { app, token, account } = await accountFor(personas.alice)
    const update = endpoints.updateBillOptions
    expect(
      (
        await call(
          app,
          update,
          { body: { electronicDelivery: false, languageCode: "en", includeReplyEnvelope: false } },
          { token },
        )
      ).status,
    ).toBe(204)
    const paper = await call(app, endpoints.getAccounts, {}, { token })
    expect(paper.status === 200 && "value" in paper && paper.value.items[0]?.isElectronicDelivery).toBe(false)
    const code = account.billingPDFAttachmentReasonCode ?? ""
    const back = await call(
      app,
      update,
      {
        body: {
          electronicDelivery: true,
          languageCode: "en",
          pdfAttachmentReasonCode: code,
          includeReplyEnvelope: false,
        },
      },
      { token },
    )
    expect(back.status).toBe(204)
    const electronic = await call(app, endpoints.getAccounts, {}, { token })
    expect(
      electronic.status === 200 && "value" in electronic ? electronic.value.items[0] : undefined,
    ).toMatchObject({
      isElectronicDelivery: true,
      pdfAttachmentChecked: true,
    })
  })

  test("Bruno switches paper → electronic: the reply envelope he had is cleared, not kept", async () => {
    const { app, token, account } = await accountFor(personas.bruno)
    expect(account.replyEnvelopeChecked).toBe(true)
    const answer = await call(
      app,
      endpoints.updateBillOptions,
      { body: { electronicDelivery: true, languageCode: "fr", includeReplyEnvelope: false } },
      { token },
    )
    expect(answer.status).toBe(204)
    const after = await call(app, endpoints.getAccounts, {}, { token })
    expect(after.status === 200 && "value" in after ? after.value.items[0] : undefined).toMatchObject({
      isElectronicDelivery: true,
      replyEnvelopeChecked: false,
    })
  })

  test("Northwind may choose paper where e-bills are not mandatory (aurora-telecom)", async () => {
    const { app, token } = await accountFor(personas.northwind)
    const answer = await call(
      app,
      endpoints.updateBillOptions,
      { body: { electronicDelivery: false, languageCode: "en", includeReplyEnvelope: false } },
      { token },
    )
    expect(answer.status).toBe(204)
    const after = await call(app, endpoints.getAccounts, {}, { token })
    expect(after.status === 200 && "value" in after && after.value.items[0]?.isElectronicDelivery).toBe(false)
  })

  test("Northwind cannot switch to paper where e-bills are mandatory (lakeside-utilities): 431, nothing changes", async () => {
    const { app, token } = await accountFor(personas.northwind, "lakeside-utilities")
    const answer = await call(
      app,
      endpoints.updateBillOptions,
      { body: { electronicDelivery: false, languageCode: "en", includeReplyEnvelope: false } },
      { token },
    )
    expect(answer.status).toBe(431)
    const after = await call(app, endpoints.getAccounts, {}, { token })
    expect(after.status === 200 && "value" in after && after.value.items[0]?.isElectronicDelivery).toBe(true)
  })

  test("account settings: the notifications opt-in sticks; another account's number is 404", async () => {
    const { app, token } = await accountFor(personas.alice)
    const settings = endpoints.updateAccountSettings
    const changed = await call(
      app,
      settings,
      { params: { accountNumber: "1002003001" }, body: { notificationsOptIn: false } },
      { token },
    )
    expect(changed.status === 200 && "value" in changed && changed.value.notificationsOptIn).toBe(false)
    const other = await call(
      app,
      settings,
      { params: { accountNumber: "1002003002" }, body: { notificationsOptIn: false } },
      { token },
    )
    expect(other.status).toBe(404)
  })
})

describe("system messages", () => {
  test("Alice sees the paperless message in English only; dismissing it sticks", async () => {
    const { app, token } = await accountFor(personas.alice)
    const english = await call(app, endpoints.getSystemMessage, { query: { languageCode: "en" } }, { token })
    const message = english.status === 200 && "value" in english ? english.value : null
    expect(message?.yesDecisionValidChoiceCode).toBe(7)
    const french = await call(app, endpoints.getSystemMessage, { query: { languageCode: "fr" } }, { token })
    expect(french.status === 200 && "value" in french ? french.value : "missing").toBeNull()
    const dismissed = await call(
      app,
      endpoints.dismissSystemMessage,
      { body: { messageID: message?.messageID ?? "" } },
      { token },
    )
    expect(dismissed.status).toBe(204)
    const again = await call(app, endpoints.getSystemMessage, { query: { languageCode: "en" } }, { token })
    expect(again.status === 200 && "value" in again ? again.value : "missing").toBeNull()
  })

  test("Bruno's message (FR-) shows only in French", async () => {
    const { app, token } = await accountFor(personas.bruno)
    const french = await call(app, endpoints.getSystemMessage, { query: { languageCode: "fr" } }, { token })
    expect(french.status === 200 && "value" in french ? french.value?.description : undefined).toMatch(/^FR-/)
    const english = await call(app, endpoints.getSystemMessage, { query: { languageCode: "en" } }, { token })
    expect(english.status === 200 && "value" in english ? english.value : "missing").toBeNull()
  })

  test("dismissing an unknown message answers 404", async () => {
    const { app, token } = await accountFor(personas.alice)
    expect(
      (await call(app, endpoints.dismissSystemMessage, { body: { messageID: "MSG-NOPE" } }, { token }))
        .status,
    ).toBe(404)
  })
})

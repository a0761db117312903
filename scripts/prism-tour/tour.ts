/**
 * A realistic tour of the provider API, as the portal and its visitors use it: the site's documents,
 * every persona signing in (wrong passwords, the locked and the reset-required ones too), the dashboard,
 * billing, charges, usage and downloads, settings, a password change, quick pay, registration, the
 * password reset, renewals and sign-outs — every endpoint at least once — and a few requests the
 * contract refuses, which the document must refuse too.
 */
import { demoCaptchaTokens, type Endpoint, endpointList, endpoints } from "@billpath/contract"
import { examples } from "../../mock-server/src/testing/examples.ts"
import { personas, unregistered } from "../../tests/e2e/personas.ts"
import type { TourClient } from "./tour-client.ts"

const field = (value: unknown, ...path: ReadonlyArray<string>): unknown =>
  path.reduce<unknown>(
    (node, key) => (typeof node === "object" && node !== null ? Reflect.get(node, key) : undefined),
    value,
  )

const text = (value: unknown): string => (typeof value === "string" ? value : "")

const signIn = async (client: TourClient, username: string, password: string, expectedStatus = "signed in") =>
  field(
    await client.send(`sign in as ${username} (${expectedStatus})`, endpoints.login, {
      query: { username, password, browser: "Firefox", platform: "Linux" },
    }),
    "auth_token",
  )

/** What a signed-in customer reads and changes, in the order the portal asks. */
const customerDay = async (client: TourClient, who: string, token: string, accountNumber: string) => {
  const as = { token }
  await client.send(`${who}: accounts`, endpoints.getAccounts, {}, as)
  await client.send(`${who}: me`, endpoints.getMe, {}, as)
  for (const languageCode of ["en", "fr"] as const) {
    await client.send(
      `${who}: system message (${languageCode})`,
      endpoints.getSystemMessage,
      { query: { languageCode } },
      as,
    )
  }
  await client.send(`${who}: services`, endpoints.getSubscriptionPoints, {}, as)
  const bills = await client.send(
    `${who}: bills`,
    endpoints.getBills,
    { query: { page: 1, pageSize: 10, startDate: "2025-11-22", endDate: "2026-11-22" } },
    as,
  )
  await client.send(
    `${who}: last payment`,
    endpoints.getPayments,
    { query: { page: 1, pageSize: 1, lastStatementOnly: true } },
    as,
  )
  await client.send(`${who}: payments`, endpoints.getPayments, { query: { page: 2, pageSize: 5 } }, as)
  const statementDate = text(field(bills, "items", "0", "statementDate"))
  if (statementDate !== "") {
    await client.send(`${who}: bill PDF`, endpoints.downloadBill, { query: { statementDate } }, as)
  }
  await client.send(`${who}: charges`, endpoints.getCharges, { query: { page: 1, pageSize: 25 } }, as)
  await client.send(
    `${who}: charges.csv`,
    endpoints.downloadCharges,
    { query: { startDate: "2025-11-22", endDate: "2026-11-22" } },
    as,
  )
  const usage = await client.send(
    `${who}: usage`,
    endpoints.getUsage,
    { query: { page: 1, pageSize: 10 } },
    as,
  )
  await client.send(
    `${who}: billing dates`,
    endpoints.getBillingDates,
    { query: { BPID: accountNumber } },
    as,
  )
  const serviceID = text(field(usage, "items", "0", "serviceID"))
  if (serviceID !== "") {
    await client.send(
      `${who}: usage history`,
      endpoints.getUsageHistory,
      { query: { serviceID, periods: 12 } },
      as,
    )
  }
  await client.send(`${who}: usage summary`, endpoints.downloadUsageSummary, { query: {} }, as)
  const downloadCriteria = text(field(usage, "items", "0", "downloadCriteria"))
  if (downloadCriteria !== "") {
    await client.send(
      `${who}: usage detail`,
      endpoints.downloadUsageDetail,
      { query: { downloadCriteria } },
      as,
    )
  }
  await client.send(
    `${who}: pay page`,
    endpoints.getPaymentRedirectUrl,
    { query: { languageCode: "en", isMakePayment: true } },
    as,
  )
  await client.send(`${who}: receipt`, endpoints.getPaymentReceipt, {}, as)
  await client.send(`${who}: questions`, endpoints.getSecurityQuestions, { query: { langCode: "FR" } }, as)
  await client.send(`${who}: document languages`, endpoints.getDocumentLanguages, {}, as)
}

export const runTour = async (client: TourClient): Promise<ReadonlyArray<string>> => {
  const visited = new Set<string>()
  const track = (endpoint: Endpoint) => visited.add(endpoint.name)
  const send: TourClient["send"] = (label, endpoint, input, options) => {
    track(endpoint)
    return client.send(label, endpoint, input, options)
  }
  const tour: TourClient = { ...client, send }

  // The portal's start-up documents.
  await send("config", endpoints.getConfig, {})
  await send("languages", endpoints.getPortalLanguages, {})
  for (const lang of ["en", "fr"] as const)
    await send(`texts (${lang})`, endpoints.getPortalTexts, { params: { lang } })
  await send("theme", endpoints.getTheme, {})

  // The robot check, then every persona's sign-in: a wrong password first, the locked account.
  await send("robot check", endpoints.verifyRecaptchaToken, {
    query: { token: demoCaptchaTokens.lowFriction, version: "v3", username: personas.alice.username },
  })
  await signIn(tour, personas.alice.username, "Wrong2026!", "wrong password")
  await signIn(tour, personas.locked.username, personas.locked.password, "locked")
  for (const persona of [personas.alice, personas.bruno, personas.carla, personas.northwind]) {
    const token = await signIn(tour, persona.username, persona.password)
    const access = text(field(token, "access_token"))
    if (access === "") continue
    await customerDay(tour, persona.username, access, persona.accountNumber)
    const renewed = field(
      await send(`${persona.username}: renew`, endpoints.refreshToken, {
        query: { refresh_token: text(field(token, "refresh_token")) },
      }),
      "access_token",
    )
    await send(`${persona.username}: sign out`, endpoints.logout, {}, { token: text(renewed) || access })
  }

  // Alice's settings, then a password change and back.
  const alice = text(
    field(await signIn(tour, personas.alice.username, personas.alice.password), "access_token"),
  )
  const as = { token: alice }
  for (const name of [
    "updateBillOptions",
    "updateDocumentLanguage",
    "updateAccountSettings",
    "dismissSystemMessage",
    "updateProfile",
    "updatePaymentMethod",
  ] as const) {
    await send(`alice: ${name}`, endpoints[name], examples[name], as)
  }
  await send(
    "alice: manual payments",
    endpoints.updatePaymentMethod,
    { body: { username: personas.alice.username, isManual: true, languageCode: "fr" } },
    as,
  )
  await send(
    "alice: change password",
    endpoints.changePassword,
    { body: { currentPassword: personas.alice.password, newPassword: "Meadow2027!" } },
    as,
  )
  await send(
    "alice: change it back",
    endpoints.changePassword,
    { body: { currentPassword: "Meadow2027!", newPassword: personas.alice.password } },
    as,
  )
  await send("alice: sign out", endpoints.logout, {}, as)

  // The reset-required customer chooses a new password.
  const rosa = text(
    field(
      await signIn(tour, personas.resetRequired.username, personas.resetRequired.password),
      "access_token",
    ),
  )
  await send("reset.required: me", endpoints.getMe, {}, { token: rosa })
  await send(
    "reset.required: new password",
    endpoints.changePassword,
    { body: { currentPassword: personas.resetRequired.password, newPassword: "Delgado2027!" } },
    { token: rosa },
  )

  // Quick pay as a visitor.
  const quickPay = await send("quick pay: find Carla's bill", endpoints.quickPayFindAccount, {
    body: { billingPointID: personas.carla.accountNumber, servicePointID: personas.carla.serviceID },
  })
  await send("quick pay: unknown bill", endpoints.quickPayFindAccount, {
    body: { billingPointID: "1002003999", servicePointID: "TEL-0000000" },
  })
  const pass = text(field(quickPay, "tokenInfo", "access_token"))
  await send(
    "quick pay: pay page",
    endpoints.getPaymentRedirectUrl,
    { query: { languageCode: "fr", isMakePayment: true } },
    { token: pass },
  )

  // Registration of the Okafor account.
  const lookup = await send("registration: look up Okafor", endpoints.validateRegistrationAccount, {
    body: {
      billingPointId: unregistered.okafor.accountNumber,
      accountName: unregistered.okafor.lastName,
      companyAccount: false,
      servicePointID: unregistered.okafor.serviceID,
    },
  })
  await send("registration: inactive account", endpoints.validateRegistrationAccount, {
    body: {
      billingPointId: unregistered.inactive.accountNumber,
      accountName: unregistered.inactive.lastName,
      companyAccount: false,
      servicePointID: unregistered.inactive.serviceID,
    },
  })
  await send("registration: save", endpoints.saveRegistration, examples.saveRegistration, {
    token: text(field(lookup, "auth_token", "access_token")),
  })

  // Bruno forgets his password: a wrong answer, then the right one.
  const reset = await send("reset: find Bruno", endpoints.forgotPasswordFindAccount, {
    body: { accountNumber: personas.bruno.accountNumber, serviceID: personas.bruno.serviceID },
  })
  const resetToken = { token: text(field(reset, "tokenInfo", "access_token")) }
  await send(
    "reset: wrong answer",
    endpoints.forgotPasswordSendEmail,
    { body: { securityAnswerText: "Toronto", languageCode: "fr" } },
    resetToken,
  )
  await send(
    "reset: right answer",
    endpoints.forgotPasswordSendEmail,
    { body: { securityAnswerText: personas.bruno.securityAnswer, languageCode: "en" } },
    resetToken,
  )

  // Requests the contract refuses, written by hand (the contract's encoder will not write them): the
  // document must refuse them as well (Prism's 422) and so must the server (its 400).
  const carla = text(
    field(await signIn(tour, personas.carla.username, personas.carla.password), "access_token"),
  )
  const refused = { expected: "refused", token: carla } as const
  const raw = (name: keyof typeof endpoints, query: Record<string, string>, body?: object) => {
    const endpoint: Endpoint = endpoints[name]
    return {
      name,
      method: endpoint.method,
      host: endpoint.host,
      path: endpoint.path,
      query,
      body: body === undefined ? undefined : JSON.stringify(body),
      accept: "application/json",
      needsToken: endpoint.access !== "public",
    }
  }
  const password = Buffer.from(personas.carla.password).toString("base64url")
  await client.sendRaw(
    "refused: a username with a symbol",
    raw("login", { username: "carla<nguyen", password }),
    refused,
  )
  await client.sendRaw(
    "refused: a password not in base64url",
    raw("login", { username: personas.carla.username, password: personas.carla.password }),
    refused,
  )
  await client.sendRaw(
    "refused: a day that does not exist",
    raw("getBills", { page: "1", pageSize: "10", startDate: "2026-02-29" }),
    refused,
  )
  await client.sendRaw(
    "refused: a routing number of 8 digits",
    raw("updatePaymentMethod", {}, { ...examples.updatePaymentMethod.body, routingNumber: "02100002" }),
    refused,
  )
  await client.sendRaw(
    "refused: a Cyrillic look-alike username",
    raw("updateProfile", {}, { ...examples.updateProfile.body, username: "\u0430lice.martin" }),
    refused,
  )
  await client.sendRaw(
    "refused: a blank account name",
    raw(
      "validateRegistrationAccount",
      {},
      {
        billingPointId: "1002003090",
        accountName: " ",
        companyAccount: false,
        servicePointID: "TEL-5550190",
      },
    ),
    refused,
  )
  await client.sendRaw(
    "refused: the word null",
    raw("forgotPasswordFindAccount", {}, { accountNumber: "null", serviceID: "null" }),
    refused,
  )
  await send("carla: sign out", endpoints.logout, {}, { token: carla })

  return endpointList.map((endpoint) => endpoint.name).filter((name) => !visited.has(name))
}

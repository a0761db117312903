import { endpoints } from "@billpath/contract"
import type { FastifyInstance, LightMyRequestResponse } from "fastify"
import { describe, expect, test } from "vitest"
import type { MockServerOptions } from "../app.ts"
import { crossOriginValue, mockHost } from "../testing/cross-origin.ts"
import { personas, signIn, startTestServer } from "../testing/mock-server.ts"

const portal = "http://127.0.0.1:9090"
const otherPortal = "https://kiosk.portal.example"

const card = { cardholder: "Carla Nguyen", cardNumber: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" }

/** The card page's address for Carla, asked with the given Origin header (none: the portal's own origin). */
const redirectUrlFor = async (
  app: FastifyInstance,
  token: string,
  origin: string | undefined,
  isMakePayment = true,
) => {
  const answer = await app.inject({
    url: `/api/payment/redirecturl?${new URLSearchParams({ languageCode: "en", isMakePayment: String(isMakePayment) })}`,
    headers: {
      host: mockHost,
      authorization: `Bearer ${token}`,
      ...(origin === undefined ? {} : { origin }),
    },
  })
  expect(answer.statusCode).toBe(200)
  const { redirectURL } = answer.json<{ redirectURL: string }>()
  return redirectURL
}

const pathOf = (address: string) => {
  const url = new URL(address, `http://${mockHost}`)
  return `${url.pathname}${url.search}`
}

const submit = (app: FastifyInstance, address: string, fields: Record<string, string>) =>
  app.inject({
    method: "POST",
    url: pathOf(address),
    headers: { host: mockHost, "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  })

const directive = (answer: LightMyRequestResponse, name: string) =>
  String(answer.headers["content-security-policy"])
    .split(";")
    .find((item) => item.startsWith(`${name} `))

const cancelLinkOf = (page: string) => /<a href="([^"]*status=cancelled)"/.exec(page)?.[1]

const carla = async (options: Omit<MockServerOptions, "clock"> = {}) => {
  const { app } = await startTestServer(options)
  return { app, token: await signIn(app, personas.carla.username, personas.carla.password) }
}

describe("the hosted card page for a portal on another origin", () => {
  test("from an allowed portal: an absolute address on the mock, and the way back to the portal", async () => {
    const { app, token } = await carla({ corsOrigins: [portal, otherPortal] })
    const { redirectURL } = await crossOriginValue(
      app,
      portal,
      endpoints.getPaymentRedirectUrl,
      { query: { languageCode: "en", isMakePayment: true } },
      token,
    )
    expect(redirectURL).toMatch(
      new RegExp(`^http://${mockHost.replaceAll(".", "\\.")}/__mock/hosted-payment/[\\w-]+$`),
    )
    const page = await app.inject({ url: pathOf(redirectURL), headers: { host: mockHost } })
    expect(page.statusCode).toBe(200)
    expect(cancelLinkOf(page.body)).toBe(`${portal}/payment-receipt?status=cancelled`)
    // The return after the form's post is held to form-action; both portals may frame the page (a kiosk).
    expect(directive(page, "form-action")).toBe(`form-action 'self' ${portal}`)
    expect(directive(page, "frame-ancestors")).toBe(`frame-ancestors 'self' ${portal} ${otherPortal}`)
    expect(page.headers["x-frame-options"]).toBeUndefined()
    const paid = await submit(app, redirectURL, { ...card, amount: "212.40" })
    expect(paid.statusCode).toBe(303)
    expect(paid.headers.location).toBe(`${portal}/payment-receipt?status=success`)
    const receipt = await crossOriginValue(app, portal, endpoints.getPaymentReceipt, {}, token)
    expect(receipt.paymentAmount).toBe(212.4)
    const again = await app.inject({ url: pathOf(redirectURL), headers: { host: mockHost } })
    expect(again.statusCode).toBe(409)
    expect(again.body).toContain(`<a href="${portal}/">`)
  })

  test("a card autopay set-up from the portal returns to its autopay settings", async () => {
    const { app, token } = await carla({ corsOrigins: [portal] })
    const redirectURL = await redirectUrlFor(app, token, portal, false)
    const page = await app.inject({ url: pathOf(redirectURL), headers: { host: mockHost } })
    expect(cancelLinkOf(page.body)).toBe(`${portal}/account/autopay?status=cancelled`)
    const saved = await submit(app, redirectURL, { ...card, consent: "yes" })
    expect(saved.headers.location).toBe(`${portal}/account/autopay?status=success`)
  })

  test("an Origin not allowed is never a way back: relative addresses, as on the portal's own origin", async () => {
    const { app, token } = await carla({ corsOrigins: [portal] })
    for (const origin of ["https://portal.attacker.example", undefined]) {
      const redirectURL = await redirectUrlFor(app, token, origin)
      expect(redirectURL).toMatch(/^\/__mock\/hosted-payment\//)
      const page = await app.inject({ url: redirectURL, headers: { host: mockHost } })
      expect(cancelLinkOf(page.body)).toBe("/payment-receipt?status=cancelled")
      expect(directive(page, "form-action")).toBe("form-action 'self'")
      expect(String(page.headers["content-security-policy"])).not.toContain("attacker")
      const paid = await submit(app, redirectURL, { ...card, amount: "1.00" })
      expect(paid.headers.location).toBe("/payment-receipt?status=success")
    }
  })

  test("without --cors-origin everything stays relative and the page keeps the site's policy", async () => {
    const { app, token } = await carla()
    const redirectURL = await redirectUrlFor(app, token, portal)
    expect(redirectURL).toMatch(/^\/__mock\/hosted-payment\//)
    const page = await app.inject({ url: redirectURL, headers: { host: mockHost } })
    const site = await app.inject({ url: "/config.json", headers: { host: mockHost } })
    expect(page.headers["content-security-policy"]).toBe(site.headers["content-security-policy"])
    expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN")
    const paid = await submit(app, redirectURL, { ...card, amount: "1.00" })
    expect(paid.headers.location).toBe("/payment-receipt?status=success")
  })
})

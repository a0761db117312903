import type { FastifyInstance } from "fastify"

/** Origins the portal's pages may reach beyond their own: the provider API, its card page, a robot check. */
export interface OtherOrigins {
  /** Where the API answers (config.json's apiRoot on another origin). */
  readonly api?: ReadonlyArray<string>
  /** The provider's card page: framed on a kiosk, and where a payment form may go. */
  readonly payment?: ReadonlyArray<string>
  /** Scripts and frames of a third-party robot check (Google reCAPTCHA). */
  readonly robotCheck?: ReadonlyArray<string>
}

const sources = (...lists: ReadonlyArray<ReadonlyArray<string> | undefined>): string =>
  [...new Set(lists.flatMap((list) => list ?? []))].join(" ")

/**
 * No inline scripts anywhere; inline styles, as components set style attributes. It frames only its own
 * documents, a kiosk's bill (blob:) and card page (docs/decisions/040-kiosk-touch-and-payment.md), and
 * no other site may frame it.
 */
export const contentSecurityPolicyOf = (others: OtherOrigins = {}): string =>
  [
    "default-src 'self'",
    `script-src ${sources(["'self'"], others.robotCheck)}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src ${sources(["'self'"], others.api)}`,
    `frame-src ${sources(["'self'", "blob:"], others.payment, others.robotCheck)}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${sources(["'self'"], others.payment)}`,
    "frame-ancestors 'self'",
  ].join(";")

/**
 * Helmet's set with the policy above, "no-referrer" and no HSTS (that belongs to the real host), written
 * once: @fastify/helmet rebuilt them on every request (docs/decisions/016-mock-server-throughput.md).
 */
export const securityHeadersOf = (others: OtherOrigins = {}): Readonly<Record<string, string>> => ({
  "content-security-policy": contentSecurityPolicyOf(others),
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  // The portal uses none of these browser features; a script injected into it could not either.
  "permissions-policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "SAMEORIGIN",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
})

/** The headers of a portal whose API, card page and robot check are all its own. */
export const securityHeaders = securityHeadersOf()

/**
 * On every answer, small JSON included: one opened in a browser tab is still a document. Under
 * `noStorePrefix` (an API on the same host) nothing is cached, refusals and unknown paths included: on a
 * shared computer the next person could read a customer's data back.
 */
export const registerSecurityHeaders = (
  app: FastifyInstance,
  headers: Readonly<Record<string, string>> = securityHeaders,
  noStorePrefix?: string,
): void => {
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(headers)
    if (noStorePrefix !== undefined && request.url.startsWith(noStorePrefix))
      reply.header("cache-control", "no-store")
    done()
  })
}

import type { FastifyInstance } from "fastify"
import { apiPrefix } from "../context.ts"

/**
 * No inline scripts anywhere; inline styles, as components set style attributes. It frames only its own
 * documents, a kiosk's bill (blob:) and card page (docs/decisions/040-kiosk-touch-and-payment.md), and
 * no other site may frame it.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join(";")

/**
 * Helmet's set with the policy above, "no-referrer" and no HSTS (that belongs to the real host), written
 * once: @fastify/helmet rebuilt them on every request (docs/decisions/016-mock-server-throughput.md).
 */
export const securityHeaders: Readonly<Record<string, string>> = {
  "content-security-policy": contentSecurityPolicy,
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
}

/**
 * On every answer, small JSON included: one opened in a browser tab is still a document. No API answer
 * is cached, refusals and unknown paths included: on a shared computer the next person could read a
 * customer's data back.
 */
export const registerSecurityHeaders = (app: FastifyInstance): void => {
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(securityHeaders)
    if (request.url.startsWith(`${apiPrefix}/`)) reply.header("cache-control", "no-store")
    done()
  })
}

import type { FastifyInstance } from "fastify"

/**
 * Scripts only from the portal's own files (no inline scripts anywhere, the demo robot check included);
 * inline styles are allowed because components set style attributes. Only the portal's own pages may
 * frame it, and it frames only its own documents: a kiosk shows a bill to print from an object URL
 * (blob:) it made, and the card page in the page (the mock's is on the portal's origin), which sends its
 * frame back to the portal's receipt page (docs/decisions/040-kiosk-touch-and-payment.md). Another site may
 * frame none of it.
 */
const contentSecurityPolicy: ReadonlyArray<readonly [string, ReadonlyArray<string>]> = [
  ["default-src", ["'self'"]],
  ["script-src", ["'self'"]],
  ["script-src-attr", ["'none'"]],
  ["style-src", ["'self'", "'unsafe-inline'"]],
  ["img-src", ["'self'", "data:"]],
  ["font-src", ["'self'", "data:"]],
  ["connect-src", ["'self'"]],
  ["frame-src", ["'self'", "blob:"]],
  ["object-src", ["'none'"]],
  ["base-uri", ["'self'"]],
  ["form-action", ["'self'"]],
  ["frame-ancestors", ["'self'"]],
]

/**
 * The security headers of everything the mock serves: the set helmet 8 sends with the policy above,
 * referrer policy "no-referrer" and no HSTS (the portal is served over plain HTTP on 127.0.0.1 in
 * development; HSTS belongs to the real host).
 *
 * They are constants, so they are written once here. @fastify/helmet rebuilt helmet's middleware —
 * parsing and validating the CSP directives — on every request, which was half of the CPU time of a
 * small API answer (docs/decisions/016-mock-server-throughput.md).
 */
export const securityHeaders: Readonly<Record<string, string>> = {
  "content-security-policy": contentSecurityPolicy
    .map(([directive, sources]) => `${directive} ${sources.join(" ")}`)
    .join(";"),
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
 * Every answer carries them, small JSON answers included: they cost a few header lines, and a JSON
 * answer opened in a browser tab is still a document (nosniff, no framing).
 */
export const registerSecurityHeaders = (app: FastifyInstance): void => {
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(securityHeaders)
    done()
  })
}

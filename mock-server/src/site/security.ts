import helmet from "@fastify/helmet"
import type { FastifyInstance } from "fastify"

/**
 * Security headers for everything the mock serves. Scripts only from the portal's own files (no inline
 * scripts anywhere, the demo robot check included); inline styles are allowed because components set
 * style attributes; nobody may frame the portal.
 */
export const registerSecurityHeaders = async (app: FastifyInstance): Promise<void> => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: "no-referrer" },
    // The portal is served over plain HTTP on 127.0.0.1 in development; HSTS belongs to the real host.
    strictTransportSecurity: false,
  })
}

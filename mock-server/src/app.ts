import { join } from "node:path"
import type { KioskSettings, ThemeSettings } from "@billpath/contract"
import { answerClientError } from "@billpath/portal-server/site/client-errors.ts"
import { registerCompression } from "@billpath/portal-server/site/compression.ts"
import {
  type ConnectionLimits,
  capConnectionsPerClient,
  defaultConnectionLimits,
  serverLimits,
} from "@billpath/portal-server/site/connections.ts"
import { registerErrorAnswers } from "@billpath/portal-server/site/errors.ts"
import { registerSecurityHeaders, securityHeaders } from "@billpath/portal-server/site/security.ts"
import { registerThemeAssets } from "@billpath/portal-server/site/theme-assets.ts"
import { registerThemeStylesheet } from "@billpath/portal-server/site/theme-stylesheet.ts"
import { registerWebApp } from "@billpath/portal-server/site/web-app.ts"
import { registerWebManifest } from "@billpath/portal-server/site/web-manifest.ts"
import { loadTheme, themeIds, themesDirectory } from "@billpath/themes"
import Fastify, { type FastifyReply, type FastifyRequest, LogController } from "fastify"
import { type Clock, runningClock } from "./clock.ts"
import { apiPrefix, type ServerContext } from "./context.ts"
import { registerContract } from "./contract/register.ts"
import { allHandlers } from "./handlers/index.ts"
import { registerHostedPayment } from "./hosted-pay/routes.ts"
import { registerMockRoutes } from "./mock/routes.ts"
import { registerCors } from "./site/cors.ts"
import { defaultRateLimits, type RateLimits, registerRateLimits } from "./site/rate-limits.ts"
import { defaultGuessingLimits, type GuessingLimits } from "./store/guessing-limits.ts"
import { type SessionPolicy, sessionPolicyWith } from "./store/session-policy.ts"
import { createStore } from "./store/store.ts"

export const defaultThemeId = "aurora-telecom"

export interface MockServerOptions {
  readonly themeId?: string
  /** Theme settings over the theme's own: a test of a setting no shipped theme turns on. */
  readonly themeSettings?: Partial<ThemeSettings>
  readonly clock?: Clock
  readonly seed?: string | undefined
  /** Access token lifetime (MOCK_TOKEN_SECONDS); the refresh limits below follow it when shorter. */
  readonly tokenLifetimeSeconds?: number | undefined
  readonly sessions?: Partial<SessionPolicy>
  readonly guessing?: Partial<GuessingLimits>
  readonly rateLimits?: Partial<RateLimits>
  readonly connections?: Partial<ConnectionLimits>
  /** The mock's own endpoints (/__mock/*: reset, outbox, switches, API reference); on unless false. */
  readonly mockEndpoints?: boolean
  /** The in-store terminal's settings served in config.json (MOCK_KIOSK=on); none by default. */
  readonly kiosk?: KioskSettings
  /** Portal origins that may call the API from another origin (--cors-origin); none by default. */
  readonly corsOrigins?: ReadonlyArray<string>
  /** The built web app; defaults to web/dist beside this package. */
  readonly webRoot?: string
  /** Off by default (tests); `npm start` logs at info to stdout. */
  readonly logger?: { readonly level: string; readonly stream?: NodeJS.WritableStream } | undefined
  /** Where out-of-band events (mock e-mails) are told; defaults to the server log. */
  readonly announce?: (message: string) => void
}

/** Never log a query string: /login carries the password there and /refreshtoken the refresh token. */
const requestSerializer = (request: { method: string; url: string }) => ({
  method: request.method,
  url: request.url.split("?")[0] ?? "",
})

/** One log line per request, when it is answered (with its method and path), instead of Fastify's two. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) }
    if (error) reply.log.error({ ...line, err: error }, "request errored")
    else reply.log.info(line, "request completed")
  }
}

export const buildMockServer = async (options: MockServerOptions = {}) => {
  const themeId = options.themeId ?? defaultThemeId
  const loaded = await loadTheme(themeId)
  // A theme that fails its schema stops the server at start, with every problem listed.
  if (!loaded.ok) {
    const problems = loaded.problems.map((problem) => `  ${problem.text}`).join("\n")
    throw new Error(`Theme ${themeId} cannot be used:\n${problems}`)
  }
  const theme = { ...loaded.theme, settings: { ...loaded.theme.settings, ...options.themeSettings } }
  const clock = options.clock ?? runningClock()
  const limits = { ...defaultConnectionLimits, ...options.connections }
  const app = Fastify({
    logger:
      options.logger === undefined ? false : { ...options.logger, serializers: { req: requestSerializer } },
    bodyLimit: 64 * 1024,
    // A request that never finishes is not held forever, nor an idle connection.
    ...serverLimits(limits),
    clientErrorHandler: answerClientError,
    logController: new OneLinePerRequest(),
  })
  const context: ServerContext = {
    store: createStore(clock, options.seed ?? "billpath"),
    clock,
    themeId,
    theme,
    sites: loaded.sites,
    sessions: sessionPolicyWith({
      ...options.sessions,
      ...(options.tokenLifetimeSeconds === undefined ? {} : { accessSeconds: options.tokenLifetimeSeconds }),
    }),
    guessing: { ...defaultGuessingLimits, ...options.guessing },
    announce: options.announce ?? ((message) => app.log.info(message)),
    kiosk: options.kiosk,
    corsOrigins: options.corsOrigins ?? [],
  }
  capConnectionsPerClient(app.server, limits.perClient)
  registerErrorAnswers(app)
  registerSecurityHeaders(app, securityHeaders, `${apiPrefix}/`)
  // Before the rate limits, so a preflight is answered first and a 429 still reaches the portal's code.
  if (context.corsOrigins.length > 0) await registerCors(app, context.corsOrigins)
  await registerCompression(app)
  await registerRateLimits(app, context, { ...defaultRateLimits, ...options.rateLimits })
  registerContract(app, context, allHandlers(context))
  await registerThemeAssets(app, themeId, themeIds(), themesDirectory)
  registerWebManifest(app, theme)
  registerThemeStylesheet(app, theme.styles)
  await registerHostedPayment(app, context)
  if (options.mockEndpoints !== false) await registerMockRoutes(app, context)
  await registerWebApp(app, options.webRoot ?? join(import.meta.dirname, "..", "..", "web", "dist"))
  return { app, context }
}

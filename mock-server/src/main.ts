import { buildMockServer, defaultThemeId } from "./app.ts"
import { runningClock } from "./clock.ts"
import { personaAccounts } from "./fixtures/personas.ts"
import { readStartOptions } from "./options.ts"
import { mockKioskSettings } from "./site/kiosk-settings.ts"

/** In a terminal, one readable line per request; JSON lines otherwise, and in production, which has no pino-pretty. */
const readableLog = async () => {
  if (!process.stdout.isTTY || process.env.NODE_ENV === "production") return {}
  const { default: pretty } = await import("pino-pretty")
  return {
    stream: pretty({
      translateTime: "SYS:HH:MM:ss",
      ignore: "pid,hostname,reqId,req,res,responseTime",
      messageFormat: (log, messageKey) => {
        const { req, res } = log
        if (typeof req !== "object" || req === null || !("url" in req)) return String(log[messageKey])
        const status = typeof res === "object" && res !== null && "statusCode" in res ? res.statusCode : "?"
        const method = "method" in req ? String(req.method) : ""
        return `${method} ${String(req.url)} ${String(status)} ${String(log.responseTime)} ms`
      },
    }),
  }
}

const options = readStartOptions(process.argv.slice(2), process.env)
const host = options.host === "0.0.0.0" ? "127.0.0.1" : options.host
const origin = `http://${host}:${options.port}`
const { app } = await buildMockServer({
  themeId: options.themeId ?? defaultThemeId,
  clock: runningClock(options.now),
  seed: options.seed,
  tokenLifetimeSeconds: options.tokenLifetimeSeconds,
  sessions: {
    ...(options.refreshIdleSeconds === undefined ? {} : { refreshIdleSeconds: options.refreshIdleSeconds }),
    ...(options.sessionMaxSeconds === undefined ? {} : { sessionMaxSeconds: options.sessionMaxSeconds }),
  },
  rateLimits: {
    ...(options.ratePerClient === undefined ? {} : { perClientPerMinute: options.ratePerClient }),
    ...(options.ratePerAccount === undefined ? {} : { perAccount: options.ratePerAccount }),
  },
  mockEndpoints: options.mockEndpoints,
  corsOrigins: options.corsOrigins,
  ...(options.kiosk ? { kiosk: mockKioskSettings(origin, options.kioskIdleSeconds) } : {}),
  logger: { level: "info", ...(await readableLog()) },
})

const shutdown = () => {
  void app.close().then(() => process.exit(0))
}
process.once("SIGINT", shutdown)
process.once("SIGTERM", shutdown)

await app.listen({ port: options.port, host: options.host })
const address = app.server.address()
const url = `http://${host}:${typeof address === "object" && address !== null ? address.port : options.port}`
const signIns = personaAccounts
  .flatMap(({ user }) => (user === undefined ? [] : [user]))
  .map(
    (user) =>
      `  ${user.username.padEnd(16)} ${user.locked ? "(locked: any password answers 432)" : user.password}`,
  )
  .join("\n")
process.stdout.write(`
Billpath portal on the mock server (theme ${options.themeId ?? defaultThemeId}${options.kiosk ? ", kiosk configuration" : ""}): ${url}
${options.mockEndpoints ? `API reference: ${url}/__mock/docs` : "Mock endpoints (/__mock/*) are off (MOCK_ENDPOINTS=off)."}${options.corsOrigins.length === 0 ? "" : `\nAPI open to portals on: ${options.corsOrigins.join(", ")}`}

Demo sign-ins (docs/demo.md):
${signIns}
`)

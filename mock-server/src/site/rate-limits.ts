import { type EndpointName, endpoints, messageAnswer } from "@billpath/contract"
import rateLimit from "@fastify/rate-limit"
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify"
import type { ServerContext } from "../context.ts"
import { urlOf } from "../contract/register.ts"

/**
 * Tries per client a minute and per account over a longer window, so neither one client trying many
 * accounts nor many clients trying one get far. A person never meets them; a script does.
 */
export const defaultRateLimits = { perClientPerMinute: 120, perAccount: 30, accountWindowSeconds: 900 }

export type RateLimits = Readonly<typeof defaultRateLimits>

const field = (source: unknown, name: string): string | undefined => {
  if (typeof source !== "object" || source === null || !(name in source)) return undefined
  const value: unknown = Reflect.get(source, name)
  return typeof value === "string" ? value.trim().toLowerCase() : undefined
}

type AccountOf = (request: FastifyRequest) => string | undefined

/** The guarded endpoints, and where each finds the account a request is about (none: per client only). */
const guarded: ReadonlyArray<readonly [EndpointName, AccountOf]> = [
  ["login", (request) => field(request.query, "username")],
  ["forgotPasswordFindAccount", (request) => field(request.body, "accountNumber")],
  ["forgotPasswordSendEmail", () => undefined],
  ["validateRegistrationAccount", (request) => field(request.body, "billingPointId")],
  ["saveRegistration", () => undefined],
  ["quickPayFindAccount", (request) => field(request.body, "billingPointID")],
]

interface Counted {
  readonly isAllowed: false
  readonly max: number
  readonly timeWindow: number
  readonly remaining: number
  readonly ttlInSeconds: number
}

/**
 * The IETF draft's RateLimit fields (draft-ietf-httpapi-ratelimit-headers), one item per policy that
 * counted the request, so a script can slow down before it meets a 429.
 */
export const rateLimitHeaders = (
  counted: ReadonlyArray<readonly [string, Counted]>,
): { readonly ratelimit: string; readonly "ratelimit-policy": string } => ({
  ratelimit: counted
    .map(([name, check]) => `"${name}";r=${check.remaining};t=${check.ttlInSeconds}`)
    .join(", "),
  "ratelimit-policy": counted
    .map(([name, check]) => `"${name}";q=${check.max};w=${Math.ceil(check.timeWindow / 1000)}`)
    .join(", "),
})

const routeKey = (method: string, url: string | undefined): string => `${method} ${url ?? ""}`

const guardedRoutes: ReadonlyMap<string, AccountOf> = new Map(
  guarded.map(([name, account]) => [routeKey(endpoints[name].method, urlOf(endpoints[name])), account]),
)

export const registerRateLimits = async (
  app: FastifyInstance,
  context: ServerContext,
  limits: RateLimits,
): Promise<void> => {
  // Its LRU store keeps at most `cache` keys: memory stays bounded whatever the clients send.
  await app.register(rateLimit, { global: false, cache: 10_000 })
  // Counted per generation of the data, so a reset (POST /__mock/reset) starts every test suite afresh.
  const generation = () => context.store.generation
  const perClient = app.createRateLimit({
    max: limits.perClientPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `${generation()}:client:${request.ip}:${request.routeOptions.url ?? ""}`,
  })
  const perAccount = app.createRateLimit({
    max: limits.perAccount,
    timeWindow: limits.accountWindowSeconds * 1000,
    keyGenerator: (request) =>
      `${generation()}:account:${request.routeOptions.url ?? ""}:${guardedRoutes.get(routeKey(request.method, request.routeOptions.url))?.(request) ?? ""}`,
  })
  // Only on the guarded routes, so every other request runs no (async) hook here.
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    const account = methods
      .map((method) => guardedRoutes.get(routeKey(method, route.url)))
      .find((found) => found !== undefined)
    if (account === undefined) return
    const limitAttempts: preHandlerAsyncHookHandler = async (request, reply) => {
      const checks = [await perClient(request)]
      if (account(request) !== undefined) checks.push(await perAccount(request))
      // Every answer from here on carries them, the handler's own refusals included.
      const counted = checks.flatMap((check, index) =>
        check.isAllowed ? [] : [[index === 0 ? "client" : "account", check] as const],
      )
      reply.headers(rateLimitHeaders(counted))
      const exceeded = checks.find((check) => !check.isAllowed && check.isExceeded)
      if (exceeded === undefined || exceeded.isAllowed) return
      const answer = messageAnswer(429, `Too many attempts: try again in ${exceeded.ttlInSeconds} s`)
      return reply
        .code(answer.status)
        .headers({
          ...answer.headers,
          "cache-control": "no-store",
          "retry-after": String(exceeded.ttlInSeconds),
        })
        .send(answer.body)
    }
    const earlier = route.preHandler === undefined ? [] : [route.preHandler].flat()
    route.preHandler = [...earlier, limitAttempts]
  })
}

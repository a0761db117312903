import { type EndpointName, endpoints, messageAnswer } from "@billpath/contract"
import rateLimit from "@fastify/rate-limit"
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify"
import type { ServerContext } from "../context.ts"
import { bearerToken, urlOf } from "../contract/register.ts"
import { accountKey, answersHeldFor, lookupHeldFor } from "../store/answer-records.ts"
import { secondFactorPolicy } from "../store/second-factor.ts"

/** Per client and per account, so neither one client trying many accounts nor many trying one get far. */
export const defaultRateLimits = { perClientPerMinute: 120, perAccount: 30, accountWindowSeconds: 900 }

export type RateLimits = Readonly<typeof defaultRateLimits>

const field = (source: unknown, name: string): string | undefined => {
  const value: unknown = typeof source === "object" && source !== null ? Reflect.get(source, name) : undefined
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
  // The sign-in's other doors: codes and passkeys are guessed or replayed from a client like passwords.
  ["submitSecondFactorCode", () => undefined],
  ["resendSecondFactorCode", () => undefined],
  ["passkeySignInOptions", () => undefined],
  ["signInWithPasskey", () => undefined],
]

const routeKey = (method: string, url: string | undefined): string => `${method} ${url ?? ""}`

const guardedRoutes: ReadonlyMap<string, readonly [EndpointName, AccountOf]> = new Map(
  guarded.map(([name, account]) => [
    routeKey(endpoints[name].method, urlOf(endpoints[name])),
    [name, account],
  ]),
)

/** The account lookups of the visitor flows: a client that passed the visible robot check gets past a spent per-account limit. */
const lookups: ReadonlySet<EndpointName> = new Set([
  "forgotPasswordFindAccount",
  "validateRegistrationAccount",
  "quickPayFindAccount",
])

// Beyond the counted limits, what wrong security answers hold back (answer-records.ts), the visible robot
// check being the way past, so that no one else's attempts can keep a customer from their own account.
const heldFor = (
  context: ServerContext,
  request: FastifyRequest,
  name: EndpointName,
  account: string | undefined,
  accountSpentFor: number | undefined,
): number | undefined => {
  if (name === "forgotPasswordSendEmail") return answersHeldFor(context, request.ip)
  if (name === "resendSecondFactorCode") return resendsHeldFor(context, request)
  if (!lookups.has(name)) return accountSpentFor
  const owing = name === "forgotPasswordFindAccount" && account !== undefined ? [accountKey(account)] : []
  return lookupHeldFor(context, request.ip, owing, accountSpentFor)
}

/** A pending sign-in that has had its resends waits until it ends (its token's lifetime), then signs in again. */
const resendsHeldFor = (context: ServerContext, request: FastifyRequest): number | undefined => {
  const token = bearerToken(context, request)
  const pending = token === undefined ? undefined : context.store.state.pendingCodes.get(token.signInId)
  if (token === undefined || (pending?.resends ?? 0) < secondFactorPolicy.resendsPerSignIn) return undefined
  const endsAt = token.issuedAt.getTime() + token.expiresInSeconds * 1000
  return Math.max(1, Math.ceil((endsAt - context.clock.millis()) / 1000))
}

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
      `${generation()}:account:${request.routeOptions.url ?? ""}:${guardedRoutes.get(routeKey(request.method, request.routeOptions.url))?.[1](request) ?? ""}`,
  })
  // Only on the guarded routes, so every other request runs no (async) hook here.
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    const found = methods
      .map((method) => guardedRoutes.get(routeKey(method, route.url)))
      .find((guard) => guard !== undefined)
    if (found === undefined) return
    const [name, accountOf] = found
    const limitAttempts: preHandlerAsyncHookHandler = async (request, reply) => {
      const account = accountOf(request)
      const client = await perClient(request)
      const perAccountCheck = account === undefined ? undefined : await perAccount(request)
      const counted = Object.entries({ client, account: perAccountCheck }).flatMap(([policy, check]) =>
        check === undefined || check.isAllowed ? [] : [[policy, check] as const],
      )
      // The IETF draft's RateLimit fields, one item per policy that counted the request, so a script can slow
      // down before it meets a 429; every answer from here on carries them, the handler's refusals included.
      reply.headers({
        ratelimit: counted
          .map(([name, check]) => `"${name}";r=${check.remaining};t=${check.ttlInSeconds}`)
          .join(", "),
        "ratelimit-policy": counted
          .map(([name, check]) => `"${name}";q=${check.max};w=${Math.ceil(check.timeWindow / 1000)}`)
          .join(", "),
      })
      const spent = (check: typeof client | undefined) =>
        check !== undefined && !check.isAllowed && check.isExceeded ? check.ttlInSeconds : undefined
      const wait = spent(client) ?? heldFor(context, request, name, account, spent(perAccountCheck))
      if (wait === undefined) return
      const answer = messageAnswer(429, `Too many attempts: try again in ${wait} s`)
      return reply
        .code(answer.status)
        .headers({ ...answer.headers, "cache-control": "no-store", "retry-after": String(wait) })
        .send(answer.body)
    }
    const earlier = route.preHandler === undefined ? [] : [route.preHandler].flat()
    route.preHandler = [...earlier, limitAttempts]
  })
}

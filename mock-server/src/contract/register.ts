import {
  badRequestAnswer,
  type EncodedAnswer,
  type Endpoint,
  type EndpointName,
  endpoints,
  type Host,
  messageAnswer,
  outcomeEncoder,
  requestDecoder,
  routePattern,
} from "@billpath/contract"
import { sendCompressible } from "@billpath/portal-server/site/compression.ts"
import { Result } from "effect"
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import { apiPrefix, requestLanguage, type ServerContext } from "../context.ts"
import type { AccountRecord, IssuedToken } from "../store/state.ts"
import { liveToken } from "../store/tokens.ts"
import { compileEndpointSchemas } from "./compile.ts"
import type { Caller, CrossOrigin, Handler, HandlerRequest, Handlers } from "./handler.ts"
import { refusesMediaType, unsupportedMediaType } from "./media-type.ts"

const endpointNames = Object.keys(endpoints).filter((name): name is EndpointName => name in endpoints)

export const rootOf = (host: Host): string => (host === "api" ? apiPrefix : "")

export const urlOf = (endpoint: Endpoint): string => rootOf(endpoint.host) + routePattern(endpoint)

export const bearerToken = (context: ServerContext, request: FastifyRequest): IssuedToken | undefined => {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "")?.[1]
  return bearer === undefined ? undefined : liveToken(context.store.state, context.clock, bearer)
}

/** An allowed portal's Origin (any other is ignored, never echoed), and the portal's origin and host name. */
const siteOf = (context: ServerContext, request: FastifyRequest) => {
  const own = URL.parse(`${request.protocol}://${request.host}`)
  const { origin } = request.headers
  const crossOrigin: CrossOrigin | undefined =
    origin !== undefined && context.corsOrigins.includes(origin) && own !== null
      ? { portal: origin, api: own.origin }
      : undefined
  const site = crossOrigin === undefined ? own : URL.parse(crossOrigin.portal)
  return { crossOrigin, origin: site?.origin ?? "", hostname: site?.hostname ?? "" }
}

const send = (reply: FastifyReply, answer: EncodedAnswer): FastifyReply =>
  sendCompressible(reply.code(answer.status).headers(answer.headers), answer.body)

// The answers to a missing or unfit token are the same every time: encoded once.
const signInMissing = messageAnswer(401, "Sign-in expired or missing")
const signInUnfit = messageAnswer(401, "This sign-in cannot use this service")
const newPasswordFirst = messageAnswer(401, "Choose a new password first: this sign-in can only change it")

/** All a sign-in that must choose a new password (resetPasswordRequired) may do until it has. */
const beforeNewPassword: ReadonlySet<string> = new Set<EndpointName>(["getMe", "changePassword", "logout"])

const mustChoosePassword = (context: ServerContext, caller: Caller): boolean =>
  caller.level === "LoggedIn" &&
  caller.username !== undefined &&
  context.store.state.users.get(caller.username.toLowerCase())?.resetPasswordRequired === true

const registerEndpoint = <E extends Endpoint>(
  app: FastifyInstance,
  context: ServerContext,
  endpoint: E,
  handler: Handler<E>,
): void => {
  compileEndpointSchemas(endpoint)
  const decode = requestDecoder(endpoint)
  const encode = outcomeEncoder(endpoint)
  const isHandlerRequest = (
    candidate: Omit<HandlerRequest<E>, "caller" | "account"> & {
      readonly caller: Caller | undefined
      readonly account: AccountRecord | undefined
    },
  ): candidate is HandlerRequest<E> =>
    endpoint.access === "public" || (candidate.caller !== undefined && candidate.account !== undefined)
  // A handler's outcome is usually plain (only file answers wait for something): answered then and there,
  // without the promise and microtask turns of an async route handler.
  const answerOf = (request: FastifyRequest, reply: FastifyReply): EncodedAnswer | Promise<EncodedAnswer> => {
    const caller: Caller | undefined = bearerToken(context, request)
    if (endpoint.access !== "public") {
      if (caller === undefined) {
        reply.header("www-authenticate", "Bearer")
        return signInMissing
      }
      if (!endpoint.access.includes(caller.level)) return signInUnfit
      if (!beforeNewPassword.has(endpoint.name) && mustChoosePassword(context, caller))
        return newPasswordFirst
    }
    const decoded = decode({ params: request.params, query: request.query, body: request.body })
    if (Result.isFailure(decoded)) return badRequestAnswer(decoded.failure)
    const handlerRequest = {
      input: decoded.success,
      caller,
      account: caller === undefined ? undefined : context.store.state.accounts.get(caller.accountNumber),
      language: requestLanguage(request.headers["accept-language"]),
      client: request.ip,
      ...siteOf(context, request),
    }
    if (!isHandlerRequest(handlerRequest)) return signInMissing
    const outcome = handler(handlerRequest)
    if (outcome instanceof Promise) return outcome.then((settled) => encode(settled, decoded.success))
    return encode(outcome, decoded.success)
  }

  app.route({
    method: endpoint.method,
    url: urlOf(endpoint),
    // A request without a body has nothing to inflate: no decompression hook on it (compress.ts).
    ...(endpoint.body === undefined
      ? { decompress: false as const }
      : {
          onRequest: (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
            if (refusesMediaType(request.headers)) send(reply, unsupportedMediaType)
            else done()
          },
        }),
    // Large answers are compressed by `send` itself; small ones skip the compression hook (compression.ts).
    config: { compressesOwnAnswers: true },
    handler: (request, reply) => {
      const answer = answerOf(request, reply)
      if (!(answer instanceof Promise)) {
        send(reply, answer)
        return
      }
      return answer.then((settled) => {
        send(reply, settled)
      })
    },
  })
}

const registerNamed = <K extends EndpointName>(
  app: FastifyInstance,
  context: ServerContext,
  handlers: Handlers,
  name: K,
): void => registerEndpoint(app, context, endpoints[name], handlers[name])

export const registerContract = (app: FastifyInstance, context: ServerContext, handlers: Handlers): void => {
  for (const name of endpointNames) registerNamed(app, context, handlers, name)
}

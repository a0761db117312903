import {
  badRequestAnswer,
  type EncodedAnswer,
  type Endpoint,
  type EndpointInput,
  type EndpointName,
  endpoints,
  type Host,
  messageAnswer,
  outcomeEncoder,
  requestDecoder,
  routePattern,
} from "@billpath/contract"
import { Result } from "effect"
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import { apiPrefix, requestLanguage, type ServerContext } from "../context.ts"
import { liveToken } from "../store/tokens.ts"
import { compileEndpointSchemas } from "./compile.ts"
import type { Caller, Handler, HandlerRequest, Handlers } from "./handler.ts"

const endpointNames = Object.keys(endpoints).filter((name): name is EndpointName => name in endpoints)

/** Where a host's paths start: API endpoints under the API root, site endpoints at the top. */
export const rootOf = (host: Host): string => (host === "api" ? apiPrefix : "")

/** The URL pattern an endpoint answers on. */
export const urlOf = (endpoint: Endpoint): string => rootOf(endpoint.host) + routePattern(endpoint)

const bearerOf = (authorization: string | undefined): string | undefined => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "")
  return match?.[1]
}

const callerOf = (context: ServerContext, request: FastifyRequest): Caller | undefined => {
  const bearer = bearerOf(request.headers.authorization)
  if (bearer === undefined) return undefined
  const token = liveToken(context.store.state, context.clock, bearer)
  return token === undefined
    ? undefined
    : {
        accessToken: token.accessToken,
        level: token.level,
        accountNumber: token.accountNumber,
        username: token.username,
      }
}

const send = (reply: FastifyReply, answer: EncodedAnswer): FastifyReply =>
  reply.code(answer.status).headers(answer.headers).send(answer.body)

// The answers to a missing or unfit token are the same every time: encoded once.
const signInMissing = messageAnswer(401, "Sign-in expired or missing")
const signInUnfit = messageAnswer(401, "This sign-in cannot use this service")

const registerEndpoint = <E extends Endpoint>(
  app: FastifyInstance,
  context: ServerContext,
  endpoint: E,
  handler: Handler<E>,
): void => {
  // Every schema of the endpoint is compiled here, once (to generated code, compile.ts); each request is
  // still decoded and each answer encoded by them.
  compileEndpointSchemas(endpoint)
  const decode = requestDecoder(endpoint)
  const encode = outcomeEncoder(endpoint)
  const isHandlerRequest = (candidate: {
    readonly input: EndpointInput<E>
    readonly caller: Caller | undefined
    readonly language: HandlerRequest<E>["language"]
  }): candidate is HandlerRequest<E> => endpoint.access === "public" || candidate.caller !== undefined

  app.route({
    method: endpoint.method,
    url: urlOf(endpoint),
    handler: async (request, reply) => {
      const caller = callerOf(context, request)
      if (endpoint.access !== "public") {
        if (caller === undefined) {
          return send(reply.header("www-authenticate", "Bearer"), signInMissing)
        }
        if (!endpoint.access.includes(caller.level)) return send(reply, signInUnfit)
      }
      const decoded = decode({ params: request.params, query: request.query, body: request.body })
      if (Result.isFailure(decoded)) return send(reply, badRequestAnswer(decoded.failure))
      const handlerRequest = {
        input: decoded.success,
        caller,
        language: requestLanguage(request.headers["accept-language"]),
      }
      if (!isHandlerRequest(handlerRequest)) return send(reply, signInMissing)
      const outcome = await handler(handlerRequest)
      return send(reply, encode(outcome, decoded.success))
    },
  })
}

const registerNamed = <K extends EndpointName>(
  app: FastifyInstance,
  context: ServerContext,
  handlers: Handlers,
  name: K,
): void => registerEndpoint(app, context, endpoints[name], handlers[name])

/** Registers every endpoint of the contract: none is written by hand. */
export const registerContract = (app: FastifyInstance, context: ServerContext, handlers: Handlers): void => {
  for (const name of endpointNames) registerNamed(app, context, handlers, name)
}

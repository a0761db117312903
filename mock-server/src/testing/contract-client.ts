import {
  type BadRequest,
  type CallOutcome,
  call as callEndpoint,
  decodeBadRequest,
  type EncodedRequest,
  type Endpoint,
  type EndpointInput,
  type RawAnswer,
  type SuccessValue,
} from "@billpath/contract"
import type { FastifyInstance, LightMyRequestResponse } from "fastify"
import { rootOf } from "../contract/register.ts"

/**
 * A test's view of the mock server through the contract: the contract's own client (`call`) with
 * Fastify's `inject()` as its transport, so inputs are encoded and answers decoded exactly as the web
 * app's are, and a test fails if the server ever sends an answer the client would reject.
 */

export interface CallOptions {
  readonly token?: string | undefined
  readonly language?: "en" | "fr"
  /** The caller's address, for limits counted per client; Fastify's `inject()` default otherwise. */
  readonly client?: string
}

/**
 * What the server answered: the contract's outcome, with the status and the raw response beside it.
 * (`call` throws instead of answering `failed`: a test's server must keep the contract.)
 */
export type Answer<E extends Endpoint> = (
  | CallOutcome<E>
  /** A 400: the request broke the contract, or a rule that needs server state. */
  | { readonly _tag: "badRequest"; readonly badRequest: BadRequest }
) & { readonly status: number; readonly response: LightMyRequestResponse }

const headerRecord = (headers: LightMyRequestResponse["headers"]): Record<string, string> =>
  Object.fromEntries(
    Object.entries(headers).flatMap(([name, value]) =>
      value === undefined
        ? []
        : [[name.toLowerCase(), Array.isArray(value) ? value.join(", ") : String(value)]],
    ),
  )

/** `inject()` as a transport: what the browser's fetch is to the web app. */
const injecting =
  (app: FastifyInstance, options: CallOptions, received: (response: LightMyRequestResponse) => void) =>
  async (request: EncodedRequest): Promise<RawAnswer> => {
    const search = new URLSearchParams(request.query).toString()
    const path = rootOf(request.host) + request.path
    const response = await app.inject({
      method: request.method,
      url: search === "" ? path : `${path}?${search}`,
      headers: {
        accept: request.accept,
        ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
        "accept-language": options.language ?? "en",
        ...(request.body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(request.body === undefined ? {} : { payload: request.body }),
      ...(options.client === undefined ? {} : { remoteAddress: options.client }),
    })
    received(response)
    return {
      status: response.statusCode,
      headers: headerRecord(response.headers),
      bytes: new Uint8Array(response.rawPayload),
    }
  }

/**
 * Calls an endpoint as the web client does. A token is sent when given, whatever the endpoint declares,
 * so tests can try one where it does not belong.
 */
export const call = async <E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<Answer<E>> => {
  let response: LightMyRequestResponse | undefined
  const outcome = await callEndpoint(
    endpoint,
    input,
    injecting(app, options, (received) => {
      response = received
    }),
  )
  if (response === undefined) throw new Error(`${endpoint.name} was not sent: ${JSON.stringify(outcome)}`)
  const status = response.statusCode
  if (outcome._tag === "failed" && "reason" in outcome) {
    const badRequest = decodeBadRequest({ status, headers: {}, bytes: new Uint8Array(response.rawPayload) })
    if (badRequest !== undefined) return { _tag: "badRequest", badRequest, status, response }
    throw new Error(`${outcome.reason} (${status}: ${response.body})`)
  }
  return { ...outcome, status, response }
}

/** The success value of an answer; throws (failing the test) with the server's body otherwise. */
export const successValue = <E extends Endpoint>(answer: Answer<E>): SuccessValue<E> => {
  if (answer._tag === "success" && "value" in answer) return answer.value
  throw new Error(`expected success, got ${answer.status}: ${answer.response.body}`)
}

/** Calls and returns the success value, failing the test on any other answer. */
export const callValue = async <E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<SuccessValue<E>> => successValue(await call(app, endpoint, input, options))

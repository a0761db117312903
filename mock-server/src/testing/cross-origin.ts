import {
  type CallOutcome,
  call as callEndpoint,
  type EncodedRequest,
  type Endpoint,
  type EndpointInput,
  type RawAnswer,
  type SuccessValue,
} from "@billpath/contract"
import type { FastifyInstance, LightMyRequestResponse } from "fastify"
import { rootOf } from "../contract/register.ts"

/** Where the tests' mock answers, as a browser on the portal's origin addresses it. */
export const mockHost = "127.0.0.1:8080"

/** Answer headers a page reads without their being exposed: the Fetch standard's safelisted names. */
const safelistedAnswerHeaders = new Set([
  "cache-control",
  "content-language",
  "content-length",
  "content-type",
  "expires",
  "last-modified",
  "pragma",
])

/** Request headers the browser sends without a preflight, with the values the web client gives them. */
const simpleRequestHeaders = new Set(["accept", "accept-language"])

const listOf = (header: LightMyRequestResponse["headers"][string]): ReadonlyArray<string> =>
  String(header ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "")

const allowsOrigin = (response: LightMyRequestResponse, origin: string): boolean =>
  response.headers["access-control-allow-origin"] === origin

/**
 * The browser's side of CORS for a page on `origin`, over `inject()`: a preflight first when the request is
 * not simple, the answer withheld (a network error, as fetch rejects) unless it names the origin, and only
 * safelisted and exposed headers left for the page's code to read.
 */
const crossOriginTransport =
  (app: FastifyInstance, origin: string, token: string | undefined) =>
  async (request: EncodedRequest): Promise<RawAnswer> => {
    const search = new URLSearchParams(request.query).toString()
    const path = rootOf(request.host) + request.path
    const url = search === "" ? path : `${path}?${search}`
    const headers: Record<string, string> = {
      accept: request.accept,
      "accept-language": "en",
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      ...(request.body === undefined ? {} : { "content-type": "application/json" }),
    }
    const unsafe = Object.keys(headers).filter((name) => !simpleRequestHeaders.has(name))
    const simpleMethod = ["GET", "HEAD", "POST"].includes(request.method)
    if (unsafe.length > 0 || !simpleMethod) {
      const preflight = await app.inject({
        method: "OPTIONS",
        url,
        headers: {
          host: mockHost,
          origin,
          "access-control-request-method": request.method,
          ...(unsafe.length === 0 ? {} : { "access-control-request-headers": unsafe.sort().join(",") }),
        },
      })
      const methods = listOf(preflight.headers["access-control-allow-methods"])
      const allowed = listOf(preflight.headers["access-control-allow-headers"]).map((name) =>
        name.toLowerCase(),
      )
      const passes =
        preflight.statusCode >= 200 &&
        preflight.statusCode < 300 &&
        allowsOrigin(preflight, origin) &&
        (simpleMethod || methods.includes(request.method)) &&
        unsafe.every((name) => allowed.includes(name))
      if (!passes) throw new Error(`CORS preflight of ${request.method} ${path} refused for ${origin}`)
    }
    const response = await app.inject({
      method: request.method,
      url,
      headers: { ...headers, host: mockHost, origin },
      ...(request.body === undefined ? {} : { payload: request.body }),
    })
    if (!allowsOrigin(response, origin)) throw new Error(`CORS: ${path} does not allow ${origin}`)
    const exposed = new Set(
      listOf(response.headers["access-control-expose-headers"]).map((name) => name.toLowerCase()),
    )
    return {
      status: response.statusCode,
      headers: Object.fromEntries(
        Object.entries(response.headers).flatMap(([name, value]) =>
          value !== undefined && (safelistedAnswerHeaders.has(name) || exposed.has(name))
            ? [[name, Array.isArray(value) ? value.join(", ") : String(value)]]
            : [],
        ),
      ),
      bytes: new Uint8Array(response.rawPayload),
    }
  }

/** Calls an endpoint as the web client does from a portal on `origin`: what its code would get. */
export const crossOriginCall = <E extends Endpoint>(
  app: FastifyInstance,
  origin: string,
  endpoint: E,
  input: EndpointInput<E>,
  token?: string,
): Promise<CallOutcome<E>> => callEndpoint(endpoint, input, crossOriginTransport(app, origin, token))

/** The success value of a cross-origin call; throws (failing the test) with the outcome otherwise. */
export const crossOriginValue = async <E extends Endpoint>(
  app: FastifyInstance,
  origin: string,
  endpoint: E,
  input: EndpointInput<E>,
  token?: string,
): Promise<SuccessValue<E>> => {
  const outcome = await crossOriginCall(app, origin, endpoint, input, token)
  if (outcome._tag === "success" && "value" in outcome) return outcome.value
  throw new Error(`${endpoint.name} from ${origin}: ${JSON.stringify(outcome)}`)
}

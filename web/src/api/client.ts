import { type Endpoint, type EndpointInput, type LanguageCode, needsToken } from "@billpath/contract"
import { ofetch } from "ofetch"
import { decodeAnswer, type RawAnswer } from "./decode-answer.ts"
import { encodeRequest } from "./encode-request.ts"
import { type CallOutcome, failed } from "./outcome.ts"

export interface ApiClientOptions {
  /** Where the provider API lives (config.json's apiRoot), e.g. "/api" or "https://api.example/api". */
  readonly apiRoot: string
  /** The portal's own host, for site endpoints (config, texts, theme); "" for the current origin. */
  readonly siteRoot: string
  readonly language: () => LanguageCode
  /** The bearer token to send, when there is a session. */
  readonly accessToken: () => string | undefined
  /**
   * Called on a 401: gets a new token (one refresh shared by every call that needs it) and says whether
   * one was had. When it was not, the session has already been ended.
   */
  readonly renewSession: () => Promise<boolean>
  readonly fetch?: typeof globalThis.fetch
}

export interface ApiClient {
  readonly call: <E extends Endpoint>(endpoint: E, input: EndpointInput<E>) => Promise<CallOutcome<E>>
}

const withoutTrailingSlash = (root: string): string => root.replace(/\/+$/u, "")

const urlOf = (options: ApiClientOptions, endpoint: Endpoint, path: string): string =>
  `${withoutTrailingSlash(endpoint.host === "api" ? options.apiRoot : options.siteRoot)}${path}`

/**
 * The one place the portal talks HTTP. Every call is encoded and decoded by the endpoint's contract
 * declaration; a 401 on a signed-in endpoint renews the session once and retries.
 */
export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const fetcher = ofetch.create({
    retry: 0,
    ignoreResponseError: true,
    responseType: "arrayBuffer",
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  })

  const send = async <E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<RawAnswer> => {
    const request = encodeRequest(endpoint, input)
    const token = needsToken(endpoint) ? options.accessToken() : undefined
    const response = await fetcher.raw<ArrayBuffer, "arrayBuffer">(urlOf(options, endpoint, request.path), {
      method: endpoint.method,
      query: request.query,
      headers: {
        accept: endpoint.success.kind === "file" ? endpoint.success.contentType : "application/json",
        "accept-language": options.language(),
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        ...(request.body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    })
    return {
      status: response.status,
      headers: response.headers,
      bytes: new Uint8Array(response._data ?? new ArrayBuffer(0)),
    }
  }

  const call = async <E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<CallOutcome<E>> => {
    try {
      let answer = await send(endpoint, input)
      if (answer.status === 401 && needsToken(endpoint)) {
        if (!(await options.renewSession())) return { _tag: "unauthorized" }
        answer = await send(endpoint, input)
        if (answer.status === 401) return { _tag: "unauthorized" }
      }
      return decodeAnswer(endpoint, answer)
    } catch (error) {
      return failed(`${endpoint.name}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  return { call }
}

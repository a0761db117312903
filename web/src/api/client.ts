import {
  type CallOutcome,
  call,
  type EncodedRequest,
  type EndpointInput,
  type EndpointName,
  type Endpoints,
  endpoints,
  type Failed,
  failed,
  type Host,
  type LanguageCode,
  type RawAnswer,
} from "@billpath/contract"
import { ofetch } from "ofetch"

/** Told on `window` when a call gets no answer at all, for the installable app's notice (installable-app/in-app.ts). */
export const apiUnreachableEvent = "billpath:api-unreachable"
/** Also left on <html>: a call failing at start-up is told before the notice's late-loading code listens. */
export const apiUnreachableAttribute = "data-api-unreachable"

export interface ApiClientOptions {
  /** Where the provider API lives (config.json's apiRoot), e.g. "/api" or "https://api.example/api". */
  readonly apiRoot: string
  /** The portal's own host, for site endpoints (config, texts, theme); "" for the current origin. */
  readonly siteRoot: string
  readonly language: () => LanguageCode
  /** The bearer token to send, when there is a session. */
  readonly accessToken: () => string | undefined
  /** On a 401: one refresh shared by every call; false means the session has already been ended. */
  readonly renewSession: () => Promise<boolean>
  readonly fetch?: typeof globalThis.fetch
}

export interface ApiClient {
  /** Schemas encode and decode, so the outcome is one the endpoint declares, `unauthorized` or `failed`. */
  readonly call: <Name extends EndpointName>(
    name: Name,
    input: EndpointInput<Endpoints[Name]>,
  ) => Promise<CallOutcome<Endpoints[Name]>>
}

const rootOf = (options: ApiClientOptions, host: Host): string =>
  (host === "api" ? options.apiRoot : options.siteRoot).replace(/\/+$/u, "")

/** The one place the portal talks HTTP; on a signed-in endpoint's 401 it renews the session once and retries. */
export const createApiClient = (options: ApiClientOptions): ApiClient => {
  // A fetch of its own is one of ofetch's global options, not a request default.
  const fetcher = ofetch.create(
    { retry: 0, ignoreResponseError: true, responseType: "arrayBuffer" },
    options.fetch === undefined ? {} : { fetch: options.fetch },
  )

  const send = async (request: EncodedRequest): Promise<RawAnswer> => {
    const token = request.needsToken ? options.accessToken() : undefined
    const response = await fetcher
      .raw<ArrayBuffer, "arrayBuffer">(`${rootOf(options, request.host)}${request.path}`, {
        method: request.method,
        query: request.query,
        headers: {
          accept: request.accept,
          "accept-language": options.language(),
          ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
          ...(request.body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(request.body === undefined ? {} : { body: request.body }),
      })
      .catch((error: unknown) => {
        // No answer at all: an answer of any status resolves (ignoreResponseError).
        document.documentElement.setAttribute(apiUnreachableAttribute, "")
        dispatchEvent(new Event(apiUnreachableEvent))
        throw error
      })
    return {
      status: response.status,
      // Headers iterates its names in lower case, as the contract reads them.
      headers: Object.fromEntries(response.headers),
      bytes: new Uint8Array(response._data ?? new ArrayBuffer(0)),
    }
  }

  /** One attempt, and on a 401 of a signed-in endpoint one renewal of the session and a second attempt. */
  const renewingOnce = async <Outcome extends { readonly _tag: string }>(
    name: string,
    attempt: () => Promise<Outcome>,
  ): Promise<Outcome | Failed> => {
    const outcome = await attempt()
    if (outcome._tag !== "unauthorized") return outcome
    try {
      if (!(await options.renewSession())) return outcome
    } catch (error) {
      return failed(`${name}: ${error instanceof Error ? error.message : String(error)}`)
    }
    return attempt()
  }

  return { call: (name, input) => renewingOnce(name, () => call(endpoints[name], input, send)) }
}

import type { EncodedRequest, RawAnswer, Transport } from "@billpath/contract"

/** Where the two hosts of the contract live: the provider API, and the portal's own (optional). */
export interface Roots {
  readonly api: string
  readonly site: string | undefined
}

/** Long enough for a slow PDF, short enough that a provider that never answers ends the run. */
const timeoutMs = 20_000

const withoutTrailingSlash = (root: string): string => root.replace(/\/+$/u, "")

/**
 * Node's fetch as the contract client's transport, as the browser's is the portal's. The bearer token
 * goes only to endpoints that declare one, so a check can call a signed-in endpoint without it.
 */
export const fetchTransport =
  (roots: Roots, token: string | undefined, received: (answer: RawAnswer) => void): Transport =>
  async (request: EncodedRequest): Promise<RawAnswer> => {
    const root = request.host === "api" ? roots.api : roots.site
    if (root === undefined) throw new Error("no --site given for the portal's own host")
    const search = new URLSearchParams(request.query).toString()
    const url = `${withoutTrailingSlash(root)}${request.path}${search === "" ? "" : `?${search}`}`
    const response = await fetch(url, {
      method: request.method,
      headers: {
        accept: request.accept,
        "accept-language": "en",
        ...(request.needsToken && token !== undefined ? { authorization: `Bearer ${token}` } : {}),
        ...(request.body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(request.body === undefined ? {} : { body: request.body }),
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    })
    const answer: RawAnswer = {
      status: response.status,
      // Headers iterates its names in lower case, as the contract reads them.
      headers: Object.fromEntries(response.headers),
      bytes: new Uint8Array(await response.arrayBuffer()),
    }
    received(answer)
    return answer
  }

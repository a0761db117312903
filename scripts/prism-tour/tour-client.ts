/**
 * Sends a tour's requests through Prism's validating proxy (`prism proxy --errors`) and sorts what
 * comes back: a request the document refuses (Prism's 422) is sent to the mock directly too, to tell
 * whether the server accepts it; an answer the document does not allow comes back as Prism's 500 with
 * the violations in `sl-violations`.
 */
import { type EncodedRequest, type Endpoint, encodeAnyRequest } from "@billpath/contract"

export type Expectation = "accepted" | "refused"

export interface TourRecord {
  readonly label: string
  readonly status: number
  readonly expected: Expectation
  /** What went wrong, when the document and the server did not agree or an answer broke the document. */
  readonly violation?: string
}

export interface SendOptions {
  readonly token?: string
  readonly expected?: Expectation
}

export interface TourClient {
  /** Sends one request; answers the parsed JSON body (undefined for files and empty answers). */
  readonly send: (label: string, endpoint: Endpoint, input: object, options?: SendOptions) => Promise<unknown>
  /** Sends a request as written, for the ones the contract's encoder would refuse to write. */
  readonly sendRaw: (label: string, request: EncodedRequest, options?: SendOptions) => Promise<unknown>
  readonly records: ReadonlyArray<TourRecord>
}

const urlOf = (origin: string, request: EncodedRequest): string => {
  const query = new URLSearchParams(request.query).toString()
  const path = `${request.host === "api" ? "/api" : ""}${request.path}`
  return `${origin}${path}${query === "" ? "" : `?${query}`}`
}

const problemType = (body: unknown): string =>
  typeof body === "object" && body !== null && "type" in body ? String(body.type) : ""

export const tourClient = (prismOrigin: string, mockOrigin: string): TourClient => {
  const records: Array<TourRecord> = []
  const sendRaw: TourClient["sendRaw"] = async (label, request, options = {}) => {
    const init = {
      method: request.method,
      headers: {
        accept: request.accept,
        ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
        ...(request.body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(request.body === undefined ? {} : { body: request.body }),
    }
    const response = await fetch(urlOf(prismOrigin, request), init)
    const contentType = response.headers.get("content-type") ?? ""
    const text = await response.text()
    const body: unknown = contentType.includes("json") && text !== "" ? JSON.parse(text) : undefined
    const expected = options.expected ?? "accepted"
    const violations = response.headers.get("sl-violations")
    const type = problemType(body)
    let violation: string | undefined
    if (response.status === 422 && type.endsWith("#UNPROCESSABLE_ENTITY")) {
      // The document refuses the request: the server must refuse it too.
      const direct = await fetch(urlOf(mockOrigin, request), init)
      await direct.arrayBuffer()
      const serverRefuses = direct.status === 400 || direct.status === 414
      if (!serverRefuses)
        violation = `the document refuses it, the server answers ${direct.status}: ${text.slice(0, 300)}`
      else if (expected === "accepted")
        violation = `a real request the document refuses: ${text.slice(0, 300)}`
    } else if (type.includes("prism/errors")) {
      violation = `Prism: ${text.slice(0, 300)}`
    } else if (violations !== null && violations !== "[]") {
      violation = `the answer breaks the document: ${violations.slice(0, 300)}`
    } else if (expected === "refused") {
      violation = `the document accepts a request meant to be refused (${response.status})`
    }
    records.push({
      label,
      status: response.status,
      expected,
      ...(violation === undefined ? {} : { violation }),
    })
    return body
  }
  const send: TourClient["send"] = (label, endpoint, input, options) =>
    sendRaw(label, encodeAnyRequest(endpoint, input), options)
  return { send, sendRaw, records }
}

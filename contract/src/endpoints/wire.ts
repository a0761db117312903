import type { Host, HttpMethod } from "./endpoint.ts"

/** A call's input encoded by the endpoint's schemas: what a transport sends. */
export interface EncodedRequest {
  readonly name: string
  readonly method: HttpMethod
  readonly host: Host
  /** The path with its parameters filled in and escaped, without the query. */
  readonly path: string
  readonly query: Readonly<Record<string, string>>
  /** JSON text, when the endpoint takes a body. */
  readonly body: string | undefined
  /** The media type the endpoint answers with on success. */
  readonly accept: string
  readonly needsToken: boolean
}

/** An HTTP answer as received, before the contract has looked at it. */
export interface RawAnswer {
  readonly status: number
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>
  readonly bytes: Uint8Array
}

/** A file sent as it is produced, chunk by chunk: its size never has to fit in memory at once. */
export type StreamedBody = AsyncIterable<Uint8Array>

export interface EncodedAnswer {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly body: string | Uint8Array | StreamedBody | undefined
}

export const isStreamedBody = (value: unknown): value is StreamedBody =>
  typeof value === "object" && value !== null && Symbol.asyncIterator in value

import { type CallOutcome, failedOn } from "./call-outcome.ts"
import { decodeAnswer } from "./decode-answer.ts"
import { encodeAnyRequest } from "./encode-request.ts"
import type { Endpoint, EndpointInput } from "./endpoint.ts"
import type { EncodedRequest, RawAnswer } from "./wire.ts"

/** Sends an encoded request and gives back what came: fetch in the browser, `inject()` in tests. */
export type Transport = (request: EncodedRequest) => Promise<RawAnswer>

/** The client: encode, send, decode with the endpoint's schemas; nothing throws, any fault is `failed`. */
export const call = async <E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  transport: Transport,
): Promise<CallOutcome<E>> => {
  try {
    return decodeAnswer(endpoint, await transport(encodeAnyRequest(endpoint, input)))
  } catch (error) {
    return failedOn(endpoint.name, error)
  }
}

import { type CallOutcome, failed, unauthorized } from "../endpoints/call-outcome.ts"
import { fileNameFor, fileNameOfContentDisposition } from "../endpoints/content-disposition.ts"
import type { DeclaredOutcome, EndpointInput, FileContent } from "../endpoints/endpoint.ts"
import type { EncodedRequest, RawAnswer } from "../endpoints/wire.ts"
import { unauthorizedStatus } from "../status-codes.ts"
import { endpointShapeReferences, errorMessageShape, type LightEndpointName } from "./endpoint-shapes.gen.ts"
import type { EndpointNamed, LightEndpoint } from "./light-endpoint.ts"
import { projectOnShape, type Shape, shapeProblem } from "./shape.ts"

/**
 * The contract's client (endpoints/call.ts) for light endpoints: the same encoding, the same outcomes,
 * with the endpoint's shapes instead of its Effect schemas. tests/endpoint-shapes.test.ts holds the two
 * to the same requests and the same outcomes.
 */

const problemWith = (shape: Shape, value: unknown): string | undefined => {
  const problem = shapeProblem(endpointShapeReferences, shape, value)
  return problem === undefined
    ? undefined
    : `at ${JSON.stringify(problem.path)}: expected ${problem.expected}`
}

const conforms = (shape: Shape, value: unknown): boolean => problemWith(shape, value) === undefined

const partOf = (input: unknown, part: "params" | "query" | "body"): unknown =>
  typeof input === "object" && input !== null
    ? Object.entries(input).find(([key]) => key === part)?.[1]
    : undefined

/** Path and query values travel as text; only flat records of scalars have a light form. */
const asStrings = (value: unknown, where: string): Record<string, string> => {
  if (value === undefined) return {}
  if (typeof value !== "object" || value === null) throw new Error(`${where} is not a record`)
  const strings: Record<string, string> = {}
  for (const [key, entry] of Object.entries(value)) {
    if (entry === undefined) continue
    if (typeof entry === "string") strings[key] = entry
    else if (typeof entry === "number" || typeof entry === "boolean") strings[key] = String(entry)
    else throw new Error(`${where}.${key} has no text form`)
  }
  return strings
}

/** The value, checked against the shape and reduced to the keys it names, as Effect's encoder does. */
const checked = (shape: Shape | undefined, value: unknown, where: string): unknown => {
  if (shape === undefined) return undefined
  const problem = problemWith(shape, value)
  if (problem !== undefined) throw new Error(`${where} breaks the contract ${problem}`)
  return projectOnShape(endpointShapeReferences, shape, value)
}

const pathParamPattern = /\{([A-Za-z0-9_]+)\}/g

/** Encodes a call's input after checking it against the endpoint's shapes; throws when it breaks them. */
export const encodeLightRequest = <Name extends LightEndpointName>(
  endpoint: LightEndpoint<Name>,
  input: EndpointInput<EndpointNamed<Name>>,
): EncodedRequest => encodeAnyLightRequest(endpoint, input)

/**
 * encodeLightRequest for an input of no particular endpoint's type. Like Effect's encoder, it keeps only
 * the keys the shapes name, in their order.
 */
export const encodeAnyLightRequest = (endpoint: LightEndpoint, input: unknown): EncodedRequest => {
  const params = asStrings(checked(endpoint.params, partOf(input, "params"), "params"), "params")
  const body = checked(endpoint.body, partOf(input, "body"), "body")
  return {
    name: endpoint.name,
    method: endpoint.method,
    host: endpoint.host,
    path: endpoint.path.replace(pathParamPattern, (_, name: string) =>
      encodeURIComponent(params[name] ?? ""),
    ),
    query: asStrings(checked(endpoint.query, partOf(input, "query"), "query"), "query"),
    body: endpoint.body === undefined ? undefined : JSON.stringify(body),
    accept: endpoint.success.kind === "file" ? endpoint.success.contentType : "application/json",
    needsToken: endpoint.needsToken,
  }
}

const parseJson = (bytes: Uint8Array): unknown => JSON.parse(new TextDecoder().decode(bytes))

interface Candidate {
  readonly _tag: string
  readonly status?: number
  readonly value?: unknown
  readonly body?: unknown
}

/** The same check as the Effect client's: the outcome is one the endpoint declares, its value of its shape. */
const isDeclaredOutcome = <Name extends LightEndpointName>(
  endpoint: LightEndpoint<Name>,
  outcome: Candidate,
): outcome is DeclaredOutcome<EndpointNamed<Name>> => {
  if (outcome._tag === "success") {
    const success = endpoint.success
    switch (success.kind) {
      case "empty":
        return outcome.value === undefined
      case "json":
        return conforms(success.shape, outcome.value)
      case "file":
        return (
          typeof outcome.value === "object" &&
          outcome.value !== null &&
          "bytes" in outcome.value &&
          outcome.value.bytes instanceof Uint8Array
        )
    }
  }
  const meaning = endpoint.errors.find((declared) => declared.tag === outcome._tag)
  if (meaning === undefined) return false
  return meaning.body === undefined ? outcome.body === undefined : conforms(meaning.body, outcome.body)
}

const declared = <Name extends LightEndpointName>(
  endpoint: LightEndpoint<Name>,
  outcome: Candidate,
): CallOutcome<EndpointNamed<Name>> =>
  isDeclaredOutcome(endpoint, outcome)
    ? outcome
    : failed(`${endpoint.name}: answer does not match its declaration`)

const successValue = (endpoint: LightEndpoint, answer: RawAnswer): unknown => {
  const success = endpoint.success
  switch (success.kind) {
    case "empty":
      return undefined
    case "json":
      return parseJson(answer.bytes)
    case "file": {
      const file: FileContent = {
        fileName:
          fileNameOfContentDisposition(answer.headers["content-disposition"]) ?? fileNameFor(success, {}),
        contentType: answer.headers["content-type"] ?? success.contentType,
        bytes: answer.bytes,
      }
      return file
    }
  }
}

/** Turns an HTTP answer into the endpoint's declared outcome, as decodeAnswer does with Effect. */
export const decodeLightAnswer = <Name extends LightEndpointName>(
  endpoint: LightEndpoint<Name>,
  answer: RawAnswer,
): CallOutcome<EndpointNamed<Name>> => {
  try {
    if (answer.status === 200 || answer.status === 204) {
      return declared(endpoint, { _tag: "success", value: successValue(endpoint, answer) })
    }
    if (answer.status === unauthorizedStatus && endpoint.needsToken) return unauthorized
    const meaning = endpoint.errors.find((declaredMeaning) => declaredMeaning.status === answer.status)
    if (meaning === undefined) return failed(`${endpoint.name} answered ${answer.status}`)
    if (meaning.body === undefined) {
      if (answer.bytes.byteLength > 0) checked(errorMessageShape, parseJson(answer.bytes), "the message")
      return declared(endpoint, { _tag: meaning.tag, status: meaning.status })
    }
    return declared(endpoint, { _tag: meaning.tag, status: meaning.status, body: parseJson(answer.bytes) })
  } catch (error) {
    return failed(`${endpoint.name}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** Sends an encoded request and gives back what came: fetch in the browser, `inject()` in tests. */
export type LightTransport = (request: EncodedRequest) => Promise<RawAnswer>

/** The light client: nothing throws; an input or answer the contract refuses is `failed`. */
export const lightCall = async <Name extends LightEndpointName>(
  endpoint: LightEndpoint<Name>,
  input: EndpointInput<EndpointNamed<Name>>,
  transport: LightTransport,
): Promise<CallOutcome<EndpointNamed<Name>>> => {
  try {
    return decodeLightAnswer(endpoint, await transport(encodeLightRequest(endpoint, input)))
  } catch (error) {
    return failed(`${endpoint.name}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

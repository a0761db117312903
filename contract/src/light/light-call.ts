import { type CallOutcome, failed } from "../endpoints/call-outcome.ts"
import type { DeclaredOutcome, EndpointInput } from "../endpoints/endpoint.ts"
import {
  type AnswerCandidate,
  type AnswerRules,
  isDeclaredCandidate,
  readAnswer,
} from "../endpoints/read-answer.ts"
import type { EncodedRequest, RawAnswer } from "../endpoints/wire.ts"
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

const rulesOf = (endpoint: LightEndpoint): AnswerRules<Shape> => ({
  name: endpoint.name,
  needsToken: endpoint.needsToken,
  success:
    endpoint.success.kind === "json" ? { kind: "json", check: endpoint.success.shape } : endpoint.success,
  errors: endpoint.errors.map((meaning) => ({
    status: meaning.status,
    tag: meaning.tag,
    check: meaning.body,
  })),
  // A shape checks without transforming: a conforming JSON value is the decoded one. Checked here too, so a
  // refusal names where the answer breaks the contract.
  decode: (shape, json) => {
    checked(shape, json, "the answer")
    return json
  },
  conforms,
  checkMessage: (json) => void checked(errorMessageShape, json, "the message"),
})

/** Turns an HTTP answer into the endpoint's declared outcome, as decodeAnswer does with Effect. */
export const decodeLightAnswer = <Name extends LightEndpointName>(
  endpoint: LightEndpoint<Name>,
  answer: RawAnswer,
): CallOutcome<EndpointNamed<Name>> => {
  const rules = rulesOf(endpoint)
  const isDeclared = (candidate: AnswerCandidate): candidate is DeclaredOutcome<EndpointNamed<Name>> =>
    isDeclaredCandidate(rules, candidate)
  return readAnswer(rules, answer, (candidate) =>
    isDeclared(candidate) ? candidate : failed(`${endpoint.name}: answer does not match its declaration`),
  )
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

/**
 * Recognises the named gaps of contract/src/json-schema-gaps.ts in one disagreement, strictly: a gap
 * excuses it only when it accounts for every problem the server named. What each field is (a number
 * in the query, a password) is read from the published document, not from the contract's schemas.
 */
import { Schema } from "effect"
import { type JsonSchemaGap, serverStateProblems } from "../../contract/src/json-schema-gaps.ts"
import type { OpenApiDocument } from "../../contract/src/openapi.ts"
import { hasWordNullOnlyWhenNormalised } from "../../contract/src/rules/no-symbols.ts"
import { TransportedPasswordText } from "../../contract/src/rules/transport.ts"
import type { RequestParts, Verdict } from "./document-verdict.ts"

export interface Problem {
  readonly path: string
  readonly key: string
}

export interface Disagreement {
  readonly operationId: string
  readonly path: string
  readonly method: string
  readonly parts: RequestParts
  readonly byDocument: Verdict
  /** The document's verdict with lengths counted in UTF-16 code units. */
  readonly byDocumentInUnits: Verdict
  readonly serverAccepts: boolean
  readonly problems: ReadonlyArray<Problem>
}

// The server's reading of a number in a URL: Effect's own check of a finite number's text.
const isDecimalNumeral = Schema.is(Schema.String.check(Schema.isStringFinite()))
// A password whose encoding the contract accepts: what is refused is then the decoded password.
const isWellEncoded = Schema.is(TransportedPasswordText)

const record = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null ? Object.fromEntries(Object.entries(value)) : {}

interface Fields {
  readonly numbers: ReadonlySet<string>
  readonly passwords: ReadonlySet<string>
}

/** The operation's numeric parameters and base64url password fields, as the document declares them. */
const fieldsOf = (document: OpenApiDocument, path: string, method: string): Fields => {
  const operation = record(record(document.paths[path])[method])
  const parameters = Array.isArray(operation.parameters) ? operation.parameters.map(record) : []
  const isPassword = (schema: unknown) => JSON.stringify(schema).includes('"contentEncoding":"base64url"')
  const typeOf = (schema: unknown) => record(schema).type
  const bodySchema = record(record(record(record(operation.requestBody).content)["application/json"]).schema)
  const reference = typeof bodySchema.$ref === "string" ? bodySchema.$ref.split("/").pop() : undefined
  const body = reference === undefined ? bodySchema : record(document.components.schemas[reference])
  const bodyProperties = Object.entries(record(body.properties))
  return {
    numbers: new Set(
      parameters
        .filter((parameter) => ["integer", "number"].includes(String(typeOf(parameter.schema))))
        .map((parameter) => String(parameter.name)),
    ),
    passwords: new Set([
      ...parameters
        .filter((parameter) => isPassword(parameter.schema))
        .map((parameter) => String(parameter.name)),
      ...bodyProperties.filter(([, schema]) => isPassword(schema)).map(([name]) => name),
    ]),
  }
}

const sentText = (parts: RequestParts, field: string): unknown =>
  parts.query[field] ?? parts.path[field] ?? record(parts.body)[field]

const gapOfProblem = (
  disagreement: Disagreement,
  fields: Fields,
  problem: Problem,
): JsonSchemaGap | undefined => {
  const sent = sentText(disagreement.parts, problem.path)
  if (fields.numbers.has(problem.path) && typeof sent === "string" && !isDecimalNumeral(sent))
    return "numberText"
  if (fields.passwords.has(problem.path) && isWellEncoded(sent)) return "decodedPassword"
  if (
    problem.key === "register.fieldNoSymbols" &&
    typeof sent === "string" &&
    hasWordNullOnlyWhenNormalised(sent)
  )
    return "nfkcWordNull"
  const stateRules = serverStateProblems[disagreement.operationId] ?? []
  if (stateRules.some((rule) => rule.path === problem.path && rule.key === problem.key)) return "serverState"
  return undefined
}

/** The gap that explains a disagreement, or undefined when none does (a real disagreement). */
export const gapOf = (document: OpenApiDocument, disagreement: Disagreement): JsonSchemaGap | undefined => {
  if (disagreement.byDocumentInUnits.valid === disagreement.serverAccepts) return "utf16Lengths"
  // Every other gap makes the document looser, never stricter, and the server names its reasons.
  if (!disagreement.byDocument.valid || disagreement.serverAccepts || disagreement.problems.length === 0)
    return undefined
  const fields = fieldsOf(document, disagreement.path, disagreement.method)
  const gaps = disagreement.problems.map((problem) => gapOfProblem(disagreement, fields, problem))
  const [first] = gaps
  return gaps.every((gap) => gap !== undefined) ? first : undefined
}

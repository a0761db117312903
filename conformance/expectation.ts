import type { DeclaredOutcome, Endpoint } from "@billpath/contract"
import { SchemaAST } from "effect"

/** An outcome a check may accept: one the endpoint declares, by its tag, or a signed-in endpoint's 401. */
export type OutcomeTag<E extends Endpoint> = DeclaredOutcome<E>["_tag"] | "unauthorized"

/** What a check accepts: any outcome the endpoint declares when `tags` is left out, else only those. */
export interface Expectation<E extends Endpoint> {
  readonly tags?: ReadonlyArray<OutcomeTag<E>>
  /** A narrower success, when only some values will do (a made-up account must not be found). */
  readonly success?: { readonly text: string; readonly holds: (value: unknown) => boolean }
}

/** A schema's name for the report: its identifier, or what it is built of ("SystemMessage | null"). */
const schemaName = (ast: SchemaAST.AST): string =>
  SchemaAST.resolveIdentifier(ast) ??
  (ast._tag === "Union" ? ast.types.map(schemaName).join(" | ") : ast._tag.toLowerCase())

/** The success the contract declares: "200 AccountList", "200 application/pdf", "200/204 empty". */
export const successText = (endpoint: Endpoint): string => {
  const success = endpoint.success
  switch (success.kind) {
    case "json":
      return `200 ${schemaName(success.schema.ast)}`
    case "file":
      return `200 ${success.contentType}`
    case "empty":
      return "200/204 empty"
  }
}

const tagText = (endpoint: Endpoint, tag: string): string => {
  if (tag === "success") return successText(endpoint)
  if (tag === "unauthorized") return "401"
  const meaning = endpoint.errors.find((candidate) => candidate.tag === tag)
  return meaning === undefined ? tag : `${meaning.status} ${meaning.tag}`
}

/** The report's "expected" column, read from the endpoint's declaration. */
export const expectedText = <E extends Endpoint>(endpoint: E, expectation: Expectation<E>): string =>
  (expectation.tags ?? ["success", ...endpoint.errors.map((meaning) => meaning.tag)])
    .map((tag: string) =>
      tag === "success" && expectation.success !== undefined
        ? `200 ${expectation.success.text}`
        : tagText(endpoint, tag),
    )
    .join(" or ")

/** Whether an outcome, by its tag and success value, is one the check accepts. */
export const accepts = <E extends Endpoint>(
  expectation: Expectation<E>,
  tag: string,
  value: unknown,
): boolean => {
  if (expectation.tags === undefined) return tag !== "unauthorized"
  if (!expectation.tags.some((accepted) => accepted === tag)) return false
  return tag !== "success" || expectation.success === undefined || expectation.success.holds(value)
}

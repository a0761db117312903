import { Schema, type SchemaRepresentation } from "effect"
import { fieldMessages, type MessageKey } from "./messages.ts"

export interface CheckOptions {
  /** How property tests should generate values that pass a check (the check itself stays authoritative). */
  readonly generate?: Schema.Annotations.ToArbitrary.FilterConstraint<string>
  readonly representation?: { readonly id: string; readonly payload: null }
  /** A check's OpenAPI fragment; `[fragment, true]` when it is looser than the check (json-schema-gaps.ts). */
  readonly jsonSchema?: SchemaRepresentation.ToJsonSchema.CheckOutput
}

/** A string check that fails with a message key, so forms and the server report it alike. */
export const failsWith = (key: MessageKey, holds: (value: string) => boolean, options: CheckOptions = {}) =>
  Schema.makeFilter<string>((value) => (holds(value) ? undefined : key), {
    message: key,
    description: fieldMessages[key],
    ...(options.generate === undefined ? {} : { arbitraryConstraint: options.generate }),
    ...(options.representation === undefined ? {} : { representation: options.representation }),
    ...(options.jsonSchema === undefined ? {} : { toJsonSchema: () => options.jsonSchema ?? {} }),
  })

/** Empty means "not filled in": checks other than `required` leave it to `required`. */
export const whenFilled = (holds: (value: string) => boolean) => (value: string) =>
  value === "" || holds(value)

export const required = (key: MessageKey = "validation.fieldRequired") =>
  // JavaScript's \s is exactly what trim() removes, so the pattern is the rule.
  failsWith(key, (value) => value.trim() !== "", {
    generate: { minLength: 1, patterns: [{ source: "\\S", flags: "u" }] },
    jsonSchema: { pattern: "\\S" },
  })

export const atMost = (maxLength: number) =>
  Schema.isMaxLength(maxLength, { message: "validation.fieldTooLong" })

/** A pattern check with a message key; the pattern must accept "" when the field may be empty. */
export const matching = (pattern: RegExp, key: MessageKey) =>
  Schema.isPattern(pattern, { message: key, description: fieldMessages[key] })

/** Text a person could type: no lone UTF-16 surrogates, which no encoding could carry. */
export const wellFormed = failsWith("validation.invalid", (value) => value.isWellFormed())

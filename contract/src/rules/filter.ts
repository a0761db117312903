import { Schema } from "effect"
import { fieldMessages, type MessageKey } from "./messages.ts"

/** How property tests should generate values that pass a check (the check itself stays authoritative). */
export type GenerationHint = Schema.Annotations.ToArbitrary.FilterConstraint<string>

/** A string check that fails with a message key, so forms and the server report it alike. */
export const failsWith = (
  key: MessageKey,
  holds: (value: string) => boolean,
  hint?: GenerationHint,
  representation?: { readonly id: string; readonly payload: null },
) =>
  Schema.makeFilter<string>((value) => (holds(value) ? undefined : key), {
    message: key,
    description: fieldMessages[key],
    ...(hint === undefined ? {} : { arbitraryConstraint: hint }),
    ...(representation === undefined ? {} : { representation }),
  })

/** Empty means "not filled in": checks other than `required` leave it to `required`. */
export const whenFilled = (holds: (value: string) => boolean) => (value: string) =>
  value === "" || holds(value)

export const required = (key: MessageKey = "validation.fieldRequired") =>
  failsWith(key, (value) => value.trim() !== "", { minLength: 1, patterns: [{ source: "\\S", flags: "u" }] })

export const atMost = (maxLength: number) =>
  Schema.isMaxLength(maxLength, { message: "validation.fieldTooLong" })

/**
 * A pattern check with a message key. The pattern must accept the empty string when the field may be
 * empty; it is exported to JSON Schema and guides generation.
 */
export const matching = (pattern: RegExp, key: MessageKey) =>
  Schema.isPattern(pattern, { message: key, description: fieldMessages[key] })

/** Text a person could type: no lone UTF-16 surrogates, which no encoding could carry. */
export const wellFormed = failsWith("validation.invalid", (value) => value.isWellFormed())

import { Schema, SchemaTransformation } from "effect"
import { matching } from "./filter.ts"
import { fieldLimits } from "./limits.ts"

/** Unpadded base64url on one line: Effect's decoder takes more, but the document says the form clients send. */
export const base64UrlPattern = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/u

// Anything longer decodes to over `fieldLimits.password` units (3 UTF-8 bytes each at most): refusing it first
// changes no verdict and lets the document say so.
export const transportedPasswordMaxLength = Math.ceil((fieldLimits.password * 3 * 4) / 3)

export const TransportedPasswordText = Schema.String.check(
  Schema.isMinLength(1, { message: "validation.fieldRequired" }),
  Schema.isMaxLength(transportedPasswordMaxLength, { message: "validation.fieldTooLong" }),
  matching(base64UrlPattern, "validation.invalid"),
).annotate({
  description:
    "A password as base64url (RFC 4648 §5, unpadded) of its UTF-8 bytes. The document checks the encoding; the decoded password must not be blank and is at most 100 characters, and a new one has at least 8, a lowercase letter, an uppercase letter and a digit, from ASCII letters, digits and punctuation (docs/decisions/006-field-rules.md)",
  contentEncoding: "base64url",
})

/** Base64url keeps a password out of casual reading of URLs and logs, and any character safe in a query. */
export const transportedPassword = <S extends Schema.Codec<string, string>>(rule: S) =>
  TransportedPasswordText.pipe(
    Schema.decodeTo(Schema.String, SchemaTransformation.stringFromBase64UrlString),
    Schema.decodeTo(rule),
  )

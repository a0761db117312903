import { Schema, SchemaTransformation } from "effect"
import { matching } from "./filter.ts"
import { fieldLimits } from "./limits.ts"

/**
 * Unpadded base64url on one line, as clients write it: Effect's decoder would also take padding and line
 * breaks, but the contract says the one form every client sends, so the OpenAPI document can say it too.
 */
export const base64UrlPattern = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/u

/**
 * The longest base64url of a password of `fieldLimits.password` UTF-16 units (3 UTF-8 bytes each at most):
 * anything longer decodes too long, so refusing it first changes no verdict and lets the document say so.
 */
export const transportedPasswordMaxLength = Math.ceil((fieldLimits.password * 3 * 4) / 3)

/** A password's text on the wire, before decoding. */
export const TransportedPasswordText = Schema.String.check(
  Schema.isMinLength(1, { message: "validation.fieldRequired" }),
  Schema.isMaxLength(transportedPasswordMaxLength, { message: "validation.fieldTooLong" }),
  matching(base64UrlPattern, "validation.invalid"),
).annotate({
  description:
    "A password as base64url (RFC 4648 §5, unpadded) of its UTF-8 bytes. The document checks the encoding; the decoded password must not be blank and is at most 100 characters, and a new one has at least 8, a lowercase letter, an uppercase letter and a digit, from ASCII letters, digits and punctuation (docs/decisions/006-field-rules.md)",
  contentEncoding: "base64url",
})

/**
 * How a password travels (docs/decisions/001-wire-formats.md): base64url keeps it out of casual reading
 * of URLs and logs and makes any character safe in a query. Not secrecy: that is TLS's job.
 */
export const transportedPassword = <S extends Schema.Codec<string, string>>(rule: S) =>
  TransportedPasswordText.pipe(
    Schema.decodeTo(Schema.String, SchemaTransformation.stringFromBase64UrlString),
    Schema.decodeTo(rule),
  )

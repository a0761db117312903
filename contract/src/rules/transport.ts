import { Schema } from "effect"

/**
 * How a password travels: base64url of its UTF-8 bytes (see docs/decisions.md). It is not secrecy (that
 * is TLS's job); it keeps the raw password out of casual reading of URLs and logs, and makes any
 * character safe in a query string. The decoded side carries the rule the password must meet.
 */
export const transportedPassword = <S extends Schema.Codec<string, string>>(rule: S) =>
  Schema.StringFromBase64Url.pipe(Schema.decodeTo(rule))

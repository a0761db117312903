import { Schema } from "effect"
import { fieldMessages, type MessageKey } from "./messages.ts"

/** A string check that fails with a message key, so forms and the server report it alike. */
export const failsWith = (key: MessageKey, holds: (value: string) => boolean) =>
  Schema.makeFilter<string>((value) => (holds(value) ? undefined : key), {
    message: key,
    description: fieldMessages[key],
  })

/** Empty means "not filled in": checks other than `required` leave it to `required`. */
export const whenFilled = (holds: (value: string) => boolean) => (value: string) =>
  value === "" || holds(value)

export const required = (key: MessageKey = "validation.fieldRequired") =>
  failsWith(key, (value) => value.trim() !== "")

export const atMost = (maxLength: number) =>
  Schema.isMaxLength(maxLength, { message: "validation.fieldTooLong" })

export const matching = (pattern: RegExp, key: MessageKey) =>
  Schema.isPattern(pattern, { message: key, description: fieldMessages[key] })

import { Schema } from "effect"
import { fieldMessages, isMessageKey } from "../rules/messages.ts"
import { boundedString, listBounds, textBounds } from "./bounds.ts"

export const MessageKeySchema = Schema.Literals(Object.keys(fieldMessages).filter(isMessageKey)).annotate({
  identifier: "MessageKey",
})

/** The body of a 400: a readable summary and each field's problem with its message key. */
export const BadRequest = Schema.Struct({
  message: boundedString(textBounds.text),
  problems: Schema.Array(
    Schema.Struct({
      path: boundedString(textBounds.text),
      key: MessageKeySchema,
      text: boundedString(textBounds.text),
    }),
  ).check(Schema.isMaxLength(listBounds.problems)),
}).annotate({ identifier: "BadRequest" })
export type BadRequest = typeof BadRequest.Type

/** The body of a 401 or a 404. */
export const ErrorMessage = Schema.Struct({ message: boundedString(textBounds.text) }).annotate({
  identifier: "ErrorMessage",
})

import { Schema } from "effect"
import { atMost, matching, required } from "./filter.ts"
import { fieldLimits } from "./limits.ts"
import type { MessageKey } from "./messages.ts"

// Accepts the empty string too: emptiness is `required`'s business.
const emailPattern =
  /^([A-Za-z0-9_%+'-]+(\.[A-Za-z0-9_%+'-]+)*@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})?$/u

export const isEmail = (value: string): boolean => value !== "" && emailPattern.test(value)

export const emailField = (key: MessageKey) =>
  Schema.String.check(required(), atMost(fieldLimits.email), matching(emailPattern, key))

/** The e-mail pattern as a check, for fields that must be an address when filled. */
export const emailShaped = (key: MessageKey) => matching(emailPattern, key)

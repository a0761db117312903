import { Schema } from "effect"
import { atMost, failsWith, required, whenFilled } from "./filter.ts"
import type { MessageKey } from "./messages.ts"

const emailPattern = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/

export const isEmail = (value: string): boolean => emailPattern.test(value) && !value.includes("..")

export const emailLimit = 100

/** An e-mail address: required, at most 100 characters, the address pattern. */
export const emailField = (key: MessageKey) =>
  Schema.String.check(required(), atMost(emailLimit), failsWith(key, whenFilled(isEmail)))

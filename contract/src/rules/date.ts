import { Schema } from "effect"
import { isUsDate } from "./calendar-date.ts"
import { failsWith, required } from "./filter.ts"
import type { MessageKey } from "./messages.ts"

/** A required typed date that fails with the given key (each form names its own). */
export const usDateField = (key: MessageKey) => Schema.String.check(required(key), failsWith(key, isUsDate))

export const optionalUsDateField = (key: MessageKey) =>
  Schema.String.check(failsWith(key, (text) => text === "" || isUsDate(text)))

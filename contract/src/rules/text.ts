import { Schema } from "effect"
import { atMost, failsWith, required, whenFilled } from "./filter.ts"
import type { MessageKey } from "./messages.ts"

const forbiddenSymbol = /[{}<>#$%;"|[\]]/
const wordNull = /\bnull\b/i
const isControlCharacter = (character: string): boolean => {
  const code = character.charCodeAt(0)
  return code < 0x20 || code === 0x7f
}

/** The spec's 'no symbols' rule: none of { } < > # $ % ; " | [ ], no control character, not the word null. */
export const hasNoSymbols = (value: string): boolean =>
  !forbiddenSymbol.test(value) && !wordNull.test(value) && !Array.from(value).some(isControlCharacter)

export const noSymbols = failsWith("register.fieldNoSymbols", hasNoSymbols)

export interface TextFieldOptions {
  readonly max: number
  readonly required?: boolean
  readonly noSymbols?: boolean
  readonly requiredKey?: MessageKey
}

/** Free text: optional or required, bounded, and (by default) free of the forbidden symbols. */
export const textField = (options: TextFieldOptions) => {
  const filled = options.required ? Schema.String.check(required(options.requiredKey)) : Schema.String
  const bounded = filled.check(atMost(options.max))
  return options.noSymbols === false ? bounded : bounded.check(noSymbols)
}

const digitsOnly = /^[0-9]+$/
const lettersDigitsHyphens = /^[A-Za-z0-9-]+$/
const amountPattern = /^-?[0-9]+(\.[0-9]{1,2})?$/

export const isNumeric = (value: string): boolean => digitsOnly.test(value)
export const isAlphanumericWithHyphen = (value: string): boolean => lettersDigitsHyphens.test(value)
/** Optional minus sign, digits, up to two decimals: -12.5 yes, 12.345 no. */
export const isAmount = (value: string): boolean => amountPattern.test(value)

export interface PatternFieldOptions {
  readonly max: number
  readonly required?: boolean
  readonly key: MessageKey
}

const patternField = (holds: (value: string) => boolean) => (options: PatternFieldOptions) =>
  (options.required ? Schema.String.check(required()) : Schema.String).check(
    atMost(options.max),
    failsWith(options.key, whenFilled(holds)),
  )

/** Digits only. */
export const numericField = patternField(isNumeric)
/** Letters, digits and hyphens, as service IDs are. */
export const alphanumericWithHyphenField = patternField(isAlphanumericWithHyphen)
/** An amount typed by a person, as text. */
export const amountField = patternField(isAmount)

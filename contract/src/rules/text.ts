import { Schema } from "effect"
import { atMost, failsWith, matching, required } from "./filter.ts"
import type { MessageKey } from "./messages.ts"
import { hasNoSymbols, noSymbolsCheckId, symbolCompatibilityForms } from "./no-symbols.ts"

const symbolsPattern = `^[^{}<>#$%;"|\\[\\]\\u0000-\\u001f\\u007f-\\u009f${symbolCompatibilityForms}]*$`
// The word null in any case, as a whole word: a pattern carries no flags, so each letter lists both cases.
const wordNullPattern = "^(?![\\s\\S]*\\b[nN][uU][lL][lL]\\b)"

export const noSymbols = failsWith("register.fieldNoSymbols", hasNoSymbols, {
  generate: { patterns: [{ source: symbolsPattern, flags: "u" }] },
  // Named, so a representation of the schema says which rule it is.
  representation: { id: noSymbolsCheckId, payload: null },
  // Looser than the rule only where the text changes under NFKC (json-schema-gaps.ts).
  jsonSchema: [{ allOf: [{ pattern: symbolsPattern }, { pattern: wordNullPattern }] }, true],
})

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

// Each accepts the empty string: emptiness is `required`'s business.
export const numericPattern = /^[0-9]*$/u
const lettersDigitsHyphens = /^[A-Za-z0-9-]*$/u
const amountPattern = /^(-?[0-9]+(\.[0-9]{1,2})?)?$/u

export const isNumeric = (value: string): boolean => value !== "" && numericPattern.test(value)
/** Optional minus sign, digits, up to two decimals: -12.5 yes, 12.345 no. */
export const isAmount = (value: string): boolean => value !== "" && amountPattern.test(value)

export interface PatternFieldOptions {
  readonly max: number
  readonly required?: boolean
  readonly key: MessageKey
}

const patternField = (pattern: RegExp) => (options: PatternFieldOptions) =>
  (options.required ? Schema.String.check(required()) : Schema.String).check(
    atMost(options.max),
    matching(pattern, options.key),
  )

export const numericField = patternField(numericPattern)
/** Letters, digits and hyphens, as service IDs are. */
export const alphanumericWithHyphenField = patternField(lettersDigitsHyphens)
export const amountField = patternField(amountPattern)

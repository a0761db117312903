import { Schema } from "effect"
import { failsWith, matching, required, whenFilled } from "./filter.ts"
import { fieldLimits } from "./limits.ts"
import type { MessageKey } from "./messages.ts"
import { isNumeric, numericPattern } from "./text.ts"

const routingWeights = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const

const inRange = (value: number, low: number, high: number): boolean => value >= low && value <= high

/** The ABA routing-number check: its weighted checksum and its allowed first two digits. */
export const hasValidRoutingChecksum = (routingNumber: string): boolean => {
  if (routingNumber.length !== fieldLimits.routingNumber || !isNumeric(routingNumber)) return false
  const sum = Array.from(routingNumber).reduce(
    (total, digit, index) => total + Number(digit) * (routingWeights[index] ?? 0),
    0,
  )
  const prefix = Number(routingNumber.slice(0, 2))
  const prefixAllowed = inRange(prefix, 1, 12) || inRange(prefix, 21, 32) || inRange(prefix, 61, 72)
  return sum !== 0 && sum % 10 === 0 && prefixAllowed
}

/** The nine digits split mode checks: 0, transit, institution (docs/decisions/007-routing-numbers.md). */
export const combineSplitRouting = (institutionNumber: string, transitNumber: string): string =>
  `0${transitNumber}${institutionNumber}`

const exactLength = (key: MessageKey, length: number) =>
  failsWith(key, (value) => value === "" || value.length === length, {
    generate: { minLength: length, maxLength: length },
    jsonSchema: { anyOf: [{ maxLength: 0 }, { minLength: length, maxLength: length }] },
  })

// The length rule's upper half, where OpenAPI readers look for a maxLength; it aborts the checks when it
// fails, so a too-long value still gets exactLength's one message.
const noLongerThan = (key: MessageKey, length: number) =>
  Schema.makeFilter(
    (value: string) => (value.length <= length ? undefined : key),
    { message: key, toJsonSchema: () => ({ maxLength: length }) },
    true,
  )

export const routingNumberField = (settings: { readonly validateRoutingNumber: boolean }) =>
  Schema.String.check(
    required(),
    matching(numericPattern, "autopay.fieldNumericRouting"),
    noLongerThan("autopay.fieldLengthRouting", fieldLimits.routingNumber),
    exactLength("autopay.fieldLengthRouting", fieldLimits.routingNumber),
    ...(settings.validateRoutingNumber
      ? [failsWith("autopay.fieldInvalidRouting", whenFilled(hasValidRoutingChecksum))]
      : []),
  )

export const institutionNumberField = Schema.String.check(
  required(),
  matching(numericPattern, "autopay.fieldNumericInstitution"),
  noLongerThan("autopay.fieldLengthInstitution", fieldLimits.institution),
  exactLength("autopay.fieldLengthInstitution", fieldLimits.institution),
)

export const transitNumberField = Schema.String.check(
  required(),
  matching(numericPattern, "autopay.fieldNumericTransit"),
  noLongerThan("autopay.fieldLengthTransit", fieldLimits.transit),
  exactLength("autopay.fieldLengthTransit", fieldLimits.transit),
)

/** The split-mode combined check; callers report it on the institution field. */
export const hasValidSplitRouting = (institutionNumber: string, transitNumber: string): boolean =>
  hasValidRoutingChecksum(combineSplitRouting(institutionNumber, transitNumber))

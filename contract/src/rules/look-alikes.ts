import { failsWith } from "./filter.ts"

/** Characters that show nothing or reorder what is shown: format characters and the blank Hangul fillers. */
const hidden = /[\p{Cf}\u115F\u1160\u3164\uFFA0]/u

/** The scripts whose letters pass for one another (Latin a, Cyrillic а, Greek α…). */
const confusableScripts = ["Latin", "Greek", "Cyrillic"] as const
const scriptLetters = confusableScripts.map((script) => new RegExp(`\\p{Script=${script}}`, "u"))

/** Nothing hidden and no Latin, Greek and Cyrillic mixed: `аlice` with a Cyrillic а is not `alice`. */
export const hasNoLookAlikes = (value: string): boolean =>
  !hidden.test(value) && scriptLetters.filter((letters) => letters.test(value)).length <= 1

const mixedPairs = confusableScripts.flatMap((first) =>
  confusableScripts.filter((second) => second !== first).map((second) => [first, second] as const),
)

/** The same rule for JSON Schema: one pattern for hidden characters, one refusing each mixed pair. */
const lookAlikePatterns = [
  { source: "^[^\\p{Cf}\\u115F\\u1160\\u3164\\uFFA0]*$", flags: "u" },
  {
    source: `^${mixedPairs
      .map(([first, second]) => `(?![\\s\\S]*\\p{Script=${first}}[\\s\\S]*\\p{Script=${second}})`)
      .join("")}[\\s\\S]*$`,
    flags: "u",
  },
] as const

export const noLookAlikes = failsWith("validation.lookAlike", hasNoLookAlikes, {
  generate: { patterns: lookAlikePatterns },
  // The same Unicode properties as the check, so the patterns are the rule.
  jsonSchema: { allOf: lookAlikePatterns.map(({ source }) => ({ pattern: source })) },
})

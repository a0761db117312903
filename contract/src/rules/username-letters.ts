import { failsWith } from "./filter.ts"

// Precomposed Latin letters with ASCII digits, punctuation and spaces: everything else is where look-alikes
// of a Latin username come from (username-look-alikes.test.ts).
const usernameLettersSource =
  "^[\\u0020-\\u007e\\u00c0-\\u00d6\\u00d8-\\u00f6\\u00f8-\\u0131\\u0134-\\u013e\\u0141-\\u0148\\u014a-\\u017e\\u0180-\\u01c3\\u01cd-\\u01f0\\u01f4-\\u024f\\u1e00-\\u1e99\\u1e9c-\\u1eff]*$"
const usernameLettersPattern = new RegExp(usernameLettersSource, "u")

export const hasUsernameLetters = (value: string): boolean => usernameLettersPattern.test(value)

export const usernameLetters = failsWith("validation.usernameLetters", hasUsernameLetters, {
  generate: { patterns: [{ source: usernameLettersSource, flags: "u" }] },
  // The pattern is the rule, so the document says exactly what the server checks.
  jsonSchema: { pattern: usernameLettersSource },
})

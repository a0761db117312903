import { Schema } from "effect"
import { describe, expect, test } from "vitest"
import { profileForm } from "../forms/profile.ts"
import { hasNoLookAlikes } from "./look-alikes.ts"
import { hasNoSymbols, symbolCompatibilityForms } from "./no-symbols.ts"
import { fieldProblems } from "./problems.ts"

const profile = {
  username: "olivia.okafor",
  notificationEmailAddress: "olivia@example.com",
  securityQuestionID: 1,
  securityQuestionAnswer: "",
  prefLanguageCode: "en",
  billGroupID: 1,
}
const usernameKeys = (username: string) =>
  fieldProblems(profileForm({ requireEmailUsername: false }, 1))({ ...profile, username }).map(
    (problem) => `${problem.path} ${problem.key}`,
  )

describe("names and usernames a person can tell apart", () => {
  test.each([
    ["a Cyrillic а among Latin letters", "\u0430lice.martin"],
    ["a Greek ο among Latin letters", "b\u03bfb.tremblay"],
    ["a right-to-left override", "alice\u202egnp.martin"],
    ["a zero-width space", "alice\u200b.martin"],
    ["a zero-width joiner", "alice\u200d.martin"],
    ["a soft hyphen", "alice\u00ad.martin"],
    ["a byte-order mark", "\ufeffalice.martin"],
    ["a Hangul filler", "alice\u3164martin"],
  ])("%s is refused with validation.lookAlike", (_case, username) => {
    expect(hasNoLookAlikes(username)).toBe(false)
    expect(usernameKeys(username)).toEqual(["username validation.lookAlike"])
  })

  test.each([
    ["French accents", "Hélène.Côté"],
    ["digits and punctuation", "o'brien-2026_x"],
  ])("%s passes", (_case, username) => {
    expect(hasNoLookAlikes(username)).toBe(true)
    expect(usernameKeys(username)).toEqual([])
  })

  test.each([
    ["Cyrillic alone", "Александр"],
    ["Greek alone", "Αλέξανδρος"],
    ["Chinese", "王小明123"],
  ])("%s is one script, yet not a username: usernames are in Latin letters", (_case, username) => {
    expect(hasNoLookAlikes(username)).toBe(true)
    expect(usernameKeys(username)).toEqual(["username validation.usernameLetters"])
  })
})

describe("the no-symbols rule reads the text as NFKC", () => {
  test.each([
    ["full-width < >", "alice\uff1cscript\uff1e"],
    ["small form <", "alice\ufe64b"],
    ["full-width ;", "alice\uff1bb"],
    ["Greek question mark (a ;)", "alice\u037eb"],
    ["full-width null", "\uff4e\uff55\uff4c\uff4c.user"],
  ])("%s is refused like the symbol itself", (_case, username) => {
    expect(hasNoSymbols(username)).toBe(false)
    expect(usernameKeys(username)).toEqual(["username register.fieldNoSymbols"])
  })

  test("the JSON Schema pattern lists every character whose NFKC form is a forbidden symbol", () => {
    const forbidden = /[{}<>#$%;"|[\]]/
    const listed = new Set(
      [...symbolCompatibilityForms.matchAll(/\\u([0-9a-f]{4})/g)].map((match) =>
        Number.parseInt(match[1] ?? "", 16),
      ),
    )
    const found: Array<number> = []
    for (let codePoint = 0x80; codePoint <= 0x10ffff; codePoint += 1) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue
      if (forbidden.test(String.fromCodePoint(codePoint).normalize("NFKC"))) found.push(codePoint)
    }
    expect(found.sort((a, b) => a - b)).toEqual([...listed].sort((a, b) => a - b))
  })

  test("ordinary text is unchanged", () => {
    expect(Schema.is(Schema.String)("x")).toBe(true)
    expect(hasNoSymbols("Hélène Côté, 12 rue des Érables")).toBe(true)
  })
})

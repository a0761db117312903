import { describe, expect, test } from "vitest"
import { profileForm } from "../forms/profile.ts"
import { registrationSetupForm } from "../forms/registration.ts"
import { fieldProblems } from "./problems.ts"
import { hasUsernameLetters } from "./username-letters.ts"
import { usernameSkeleton } from "./username-skeleton.ts"

/** Whether a new username would pass for an existing one, as the mock compares them. */
const looksLikeUsername = (candidate: string, existing: string): boolean =>
  usernameSkeleton(candidate) === usernameSkeleton(existing)

const profile = {
  notificationEmailAddress: "olivia@example.com",
  securityQuestionID: 1,
  securityQuestionAnswer: "",
  prefLanguageCode: "en",
  billGroupID: 1,
}
const setup = {
  password: "Lagos2026!",
  confirmPassword: "Lagos2026!",
  securityQuestionID: 1,
  securityQuestionAnswer: "Biscuit",
  email: "olivia.okafor@example.com",
  termsAgree: true,
  privacyAgree: true,
  notificationsOptIn: false,
}
const owner = { firstName: "Olivia", lastName: "Okafor", companyName: "" }
const policy = { additionalPasswordReqs: false, passwordCharsToMatch: 6 }

/** The username's problem keys on both screens that choose a username. */
const usernameKeys = (username: string, requireEmailUsername = false) => {
  const onProfile = fieldProblems(profileForm({ requireEmailUsername }, 1))({ ...profile, username })
  const atRegistration = fieldProblems(registrationSetupForm({ requireEmailUsername, ...policy }, owner))({
    ...setup,
    username,
  })
  return [...onProfile, ...atRegistration]
    .filter((problem) => problem.path === "username")
    .map((problem) => problem.key)
}

/** The username's first problem, or "in use" when its skeleton is alice.martin's. */
const verdictBeside = (existing: string) => (username: string) => {
  const keys = new Set(usernameKeys(username))
  if (keys.size > 0) return [...keys].join(" ")
  return looksLikeUsername(username, existing) ? "in use" : "free"
}

describe("look-alikes of alice.martin are refused", () => {
  const beside = verdictBeside("alice.martin")

  test.each([
    [
      "full-width letters and stop",
      "\uff41\uff4c\uff49\uff43\uff45\uff0e\uff4d\uff41\uff52\uff54\uff49\uff4e",
      "validation.usernameLetters",
    ],
    ["a dotless ı", "al\u0131ce.martin", "in use"],
    ["a Latin alpha ɑ", "\u0251lice.martin", "validation.usernameLetters"],
    ["the ligature ﬁ", "alice.mart\ufb01n", "validation.usernameLetters"],
    ["a mathematical bold 𝐚", "\u{1d41a}lice.martin", "validation.usernameLetters"],
    [
      "all Cyrillic",
      "\u0430\u043b\u0456\u0441\u0435.\u043c\u0430\u0440\u0442\u0438\u043d",
      "validation.usernameLetters",
    ],
    ["a Cyrillic а among Latin letters", "\u0430lice.martin", "validation.lookAlike"],
    ["a zero-width space", "alice\u200b.martin", "validation.lookAlike"],
    ["capitals", "ALICE.MARTIN", "in use"],
    ["a digit one for l", "a1ice.martin", "in use"],
    ["r and n for m", "alice.rnartin", "in use"],
    ["a Kelvin sign", "alice.\u212a", "validation.usernameLetters"],
  ])("%s: %s", (_case, username, verdict) => {
    expect(beside(username)).toBe(verdict)
  })

  test("NFKC, case folding and the confusables table give alice.martin's skeleton", () => {
    const skeleton = usernameSkeleton("alice.martin")
    for (const username of [
      "\uff41\uff4c\uff49\uff43\uff45\uff0e\uff4d\uff41\uff52\uff54\uff49\uff4e",
      "al\u0131ce.martin",
      "\u0251lice.martin",
      "\u{1d41a}lice.martin",
      " Alice.Martin ",
    ]) {
      expect(usernameSkeleton(username)).toBe(skeleton)
    }
  })
})

describe("ordinary usernames are accepted", () => {
  test.each([
    "olivia.okafor",
    "jean-fran\u00e7ois.dub\u00e9",
    "H\u00e9l\u00e8ne.C\u00f4t\u00e9",
    "o'brien-2026_x",
    "s\u00f8ren.\u00e6ble",
    "kad\u0131r.y\u0131lmaz",
  ])("%s", (username) => {
    expect(usernameKeys(username)).toEqual([])
    expect(verdictBeside("alice.martin")(username)).toBe("free")
  })

  test("e-mail usernames, as the Lakeside theme requires", () => {
    expect(usernameKeys("olivia.okafor@example.com", true)).toEqual([])
    expect(looksLikeUsername("olivia.okafor@example.com", "alice.martin@example.com")).toBe(false)
  })

  test("olivia.okafor does not pass for any seeded persona", () => {
    for (const seeded of [
      "alice.martin",
      "bruno.tremblay",
      "carla.nguyen",
      "northwind.ops",
      "reset.required",
      "locked.out",
      "nora.bergeron",
    ]) {
      expect(looksLikeUsername("olivia.okafor", seeded)).toBe(false)
    }
  })
})

describe("the username letters rule", () => {
  test.each([
    ["Cyrillic alone", "\u0410\u043b\u0435\u043a\u0441\u0430\u043d\u0434\u0440"],
    ["Greek alone", "\u0391\u03bb\u03ad\u03be\u03b1\u03bd\u03b4\u03c1\u03bf\u03c2"],
    ["Chinese", "\u738b\u5c0f\u660e123"],
    ["Arabic-Indic digits", "olivia\u0661\u0662"],
    ["a hyphen that is not the ASCII one", "jean\u2010paul"],
    ["a one-dot leader for a stop", "olivia\u2024okafor"],
    ["a combining accent rather than a precomposed letter", "he\u0301le\u0300ne"],
    ["an emoji", "olivia\u{1f600}"],
    ["a phonetic letter", "\u0251lice"],
    ["a small capital", "\u1d00lice"],
    ["a ligature ĳ", "\u0133sbrand"],
  ])("%s is refused", (_case, username) => {
    expect(hasUsernameLetters(username)).toBe(false)
  })

  test("the letters allowed are exactly the Latin alphabets' letters that NFKC leaves as they are", () => {
    const blocks = [
      [0xc0, 0xff], // Latin-1 Supplement's letters
      [0x100, 0x17f], // Latin Extended-A
      [0x180, 0x24f], // Latin Extended-B
      [0x1e00, 0x1eff], // Latin Extended Additional
    ] as const
    const expected: Array<number> = []
    for (const [first, last] of blocks) {
      for (let codePoint = first; codePoint <= last; codePoint += 1) {
        const character = String.fromCodePoint(codePoint)
        if (/\p{Script=Latin}/u.test(character) && character.normalize("NFKC") === character) {
          expected.push(codePoint)
        }
      }
    }
    const allowed: Array<number> = []
    for (let codePoint = 0x80; codePoint <= 0x10ffff; codePoint += 1) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue
      if (hasUsernameLetters(String.fromCodePoint(codePoint))) allowed.push(codePoint)
    }
    expect(allowed).toEqual(expected)
  })

  test("every printable ASCII character passes, so the no-symbols rule alone judges ASCII punctuation", () => {
    for (let codePoint = 0x20; codePoint <= 0x7e; codePoint += 1) {
      expect(hasUsernameLetters(String.fromCodePoint(codePoint))).toBe(true)
    }
    expect(hasUsernameLetters("olivia\tokafor")).toBe(false)
  })
})

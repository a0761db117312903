// @vitest-environment jsdom
import { afterEach, describe, expect, test } from "vitest"
import { readStoredLanguage, writeStoredLanguage } from "../session/stored-session.ts"
import { offlineLanguage, storedLanguageKey } from "./offline-language.ts"

const languages = ["en", "fr"] as const

describe("the offline page's language", () => {
  afterEach(() => localStorage.clear())

  test("is the address's language segment first", () => {
    expect(offlineLanguage("/fr/dashboard", "en", languages)).toBe("fr")
    expect(offlineLanguage("/fr", null, languages)).toBe("fr")
    expect(offlineLanguage("/en/usage", "fr", languages)).toBe("en")
  })

  test("is the language chosen here before when the address names none, else English", () => {
    expect(offlineLanguage("/dashboard", "fr", languages)).toBe("fr")
    expect(offlineLanguage("/", null, languages)).toBe("en")
    expect(offlineLanguage("/french-toast", "de", languages)).toBe("en")
  })

  test("reads the language where the app keeps it", () => {
    writeStoredLanguage("fr")
    expect(localStorage.getItem(storedLanguageKey)).toBe("fr")
    localStorage.setItem(storedLanguageKey, "en")
    expect(readStoredLanguage()).toBe("en")
  })
})

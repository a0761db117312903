import { describe, expect, test } from "vitest"
import { perLanguage } from "./per-language.ts"

describe("perLanguage", () => {
  test("makes nothing until a language asks, then once per language", () => {
    const made: Array<string> = []
    const formatter = perLanguage((language) => {
      made.push(language)
      return new Intl.NumberFormat(language === "fr" ? "fr-CA" : "en-US")
    })
    expect(made).toEqual([])
    const first = formatter("en")
    expect(formatter("en")).toBe(first)
    expect(made).toEqual(["en"])
    expect(formatter("fr")).not.toBe(first)
    expect(formatter("fr").format(1234.5)).toBe("1\u00a0234,5")
    expect(made).toEqual(["en", "fr"])
  })
})

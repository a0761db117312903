import { describe, expect, test } from "vitest"
import { requestLanguage } from "./context.ts"

describe("requestLanguage", () => {
  test("the first of en or fr by quality, else English", () => {
    expect(requestLanguage(undefined)).toBe("en")
    expect(requestLanguage("")).toBe("en")
    expect(requestLanguage("fr-CA,fr;q=0.9,en;q=0.8")).toBe("fr")
    expect(requestLanguage("en;q=0.5, fr;q=0.7")).toBe("fr")
    expect(requestLanguage("de, fr;q=0")).toBe("en")
    expect(requestLanguage("de-DE, EN-gb")).toBe("en")
  })

  test("the same answer when a header text comes again, also after many different ones", () => {
    const texts = Array.from({ length: 600 }, (_, index) =>
      index % 2 === 0 ? `fr;q=0.${(index % 9) + 1}, en;q=0.05` : `x-${index}`,
    )
    const first = texts.map((text) => requestLanguage(text))
    expect(first.filter((language) => language === "fr")).toHaveLength(300)
    expect(texts.map((text) => requestLanguage(text))).toEqual(first)
  })
})

import { AccessibilityRun } from "@billpath/contract"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { type AxeCheck, pageOf } from "./axe-check.ts"
import { summarizeAxeRun } from "./summarize-axe-run.ts"

const check = (overrides: Partial<AxeCheck>): AxeCheck => ({
  page: "/",
  language: "en",
  theme: "aurora-telecom",
  width: 1280,
  height: 800,
  violations: 0,
  rules: ["color-contrast", "label"],
  ...overrides,
})

describe("summarizeAxeRun", () => {
  const finishedAt = new Date("2026-11-25T15:42:07.123Z")

  it("counts every check as a screen state and each page once, whatever its language", () => {
    const summary = summarizeAxeRun(
      [
        check({ page: "/dashboard" }),
        check({ page: "/dashboard", language: "fr" }),
        check({ page: "/dashboard", width: 390, height: 844 }),
        check({ page: "/usage", theme: "lakeside-utilities" }),
      ],
      finishedAt,
    )
    expect(summary.screenStates).toBe(4)
    expect(summary.pages).toBe(2)
    expect(summary.languages).toEqual(["en", "fr"])
    expect(summary.themes).toEqual(["aurora-telecom", "lakeside-utilities"])
  })

  it("lists each screen size once, narrowest first", () => {
    const summary = summarizeAxeRun(
      [
        check({ width: 1280, height: 800 }),
        check({ width: 1080, height: 1920 }),
        check({ width: 390, height: 844 }),
        check({ width: 1280, height: 800 }),
      ],
      finishedAt,
    )
    expect(summary.screenSizes).toEqual([
      { width: 390, height: 844 },
      { width: 1080, height: 1920 },
      { width: 1280, height: 800 },
    ])
  })

  it("sums the violations and counts the distinct rules that ran", () => {
    const summary = summarizeAxeRun(
      [
        check({ violations: 2, rules: ["color-contrast", "label"] }),
        check({ violations: 1, rules: ["label", "region"] }),
      ],
      finishedAt,
    )
    expect(summary.violations).toBe(3)
    expect(summary.rulesChecked).toBe(3)
  })

  it("writes what the web app's schema accepts, with the run's end as its date", () => {
    const summary = summarizeAxeRun([check({})], finishedAt)
    expect(Schema.decodeUnknownSync(AccessibilityRun)(summary)).toEqual(summary)
    expect(summary.finishedAt).toBe("2026-11-25T15:42:07.123Z")
  })

  it("gives an empty run zeros rather than failing", () => {
    const summary = summarizeAxeRun([], finishedAt)
    expect(summary).toMatchObject({ screenStates: 0, pages: 0, violations: 0, rulesChecked: 0 })
  })
})

describe("pageOf", () => {
  it("leaves the French prefix out, so a page in two languages is one page", () => {
    expect(pageOf("/fr")).toBe("/")
    expect(pageOf("/fr/")).toBe("/")
    expect(pageOf("/fr/about/site-map")).toBe("/about/site-map")
    expect(pageOf("/usage")).toBe("/usage")
    expect(pageOf("/france")).toBe("/france")
  })
})

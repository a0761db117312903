import { Result, Schema, SchemaIssue } from "effect"
import { describe, expect, test } from "vitest"
import { ThemeSiteOverrides } from "./site-overrides.ts"

const decode = Schema.decodeUnknownResult(ThemeSiteOverrides)
const format = SchemaIssue.makeFormatterStandardSchemaV1()

/** The messages of the issues, each with the path it points at. */
const problems = (input: unknown): ReadonlyArray<string> => {
  const result = decode(input, { errors: "all", onExcessProperty: "error" })
  if (Result.isSuccess(result)) return []
  return format(result.failure.issue).issues.map(
    (issue) => `${(issue.path ?? []).map(String).join(".")}: ${issue.message}`,
  )
}

const northShore = {
  images: { en: { logo: "north-shore-logo-en.png" }, fr: { footerLogo: "north-shore-footer-logo-fr.png" } },
  urls: { en: { footerLinks: [{ label: "Contact", href: "https://example.com/contact", kind: "url" }] } },
}

describe("a theme's per-site overrides (sites.json)", () => {
  test("take images and links keyed by companyID and cyclePortalSiteID", () => {
    expect(problems({ "lakeside-utilities-2": northShore, "acme.co-30": {} })).toEqual([])
  })

  test.each([
    "2",
    "lakeside-utilities",
    "lakeside-utilities-",
    "-2",
    "lakeside utilities-2",
    "lakeside/x-2",
    "lakeside-utilities-north",
  ])("refuse the malformed key %j", (key) => {
    expect(problems({ [key]: northShore })).toEqual([
      `${key}: must be {companyID}-{cyclePortalSiteID}, such as lakeside-utilities-2`,
    ])
  })

  test.each(["north-shore-logo.pdf", "logo", "../aurora-telecom/logo-en.png"])(
    "refuse a logo that is not an image file of the theme: %s",
    (logo) => {
      const [problem] = problems({ "lakeside-utilities-2": { images: { en: { logo } } } })
      expect(problem).toMatch(/^lakeside-utilities-2\.images\.en\.logo: must (be an image file|stay inside)/u)
    },
  )

  test("refuse more than five footer links, and fields no override has", () => {
    const link = { label: "A", href: "/a", kind: "url" }
    expect(
      problems({
        "lakeside-utilities-2": { urls: { en: { footerLinks: Array.from({ length: 6 }, () => link) } } },
      }),
    ).toHaveLength(1)
    expect(problems({ "lakeside-utilities-2": { images: { en: { helpLogo: "x.png" } } } })).toEqual([
      "lakeside-utilities-2.images.en.helpLogo: Expected no excess property",
    ])
  })
})

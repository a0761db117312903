import { describe, expect, test } from "vitest"
import type { SiteOverride } from "../entities/site-overrides.ts"
import { type SiteChrome, withSiteOverride } from "./site-chrome.ts"
import { siteKeyOf } from "./site-key.ts"

const help = { accountNumber: "h1.png", serviceID: "h2.png", lastStatementBalance: "h3.png" }
const link = (label: string) => ({ label, href: `https://example.com/${label}`, kind: "url" as const })
const urlSet = (language: string) => ({
  terms: `/terms-${language}`,
  privacy: `/privacy-${language}`,
  footerLinks: [link(`footer-${language}`)],
  helpLinks: [link(`help-${language}`)],
  quickLinks: [link(`quick-${language}`)],
  social: {},
  support: { phone: "1", email: "a@example.com" },
})

const theme: SiteChrome = {
  images: {
    en: { logo: "logo-en.png", compactLogo: "compact.png", footerLogo: "footer-en.png", help },
    fr: { logo: "logo-fr.png", compactLogo: "compact.png", footerLogo: "footer-fr.png", help },
  },
  urls: { en: urlSet("en"), fr: urlSet("fr") },
}

describe("the chrome a signed-in customer's site shows", () => {
  test("is the theme's own when the site has no overrides", () => {
    expect(withSiteOverride(theme, undefined)).toEqual(theme)
    expect(withSiteOverride(theme, {})).toEqual(theme)
  })

  test("takes each image and each link list the site gives, per language, and the theme's for the rest", () => {
    const site: SiteOverride = {
      images: {
        en: { logo: "north-en.png" },
        fr: { logo: "north-fr.png", footerLogo: "north-footer-fr.png" },
      },
      urls: { fr: { footerLinks: [link("nord")] } },
    }
    const chrome = withSiteOverride(theme, site)
    expect(chrome.images.en).toEqual({ ...theme.images.en, logo: "north-en.png" })
    expect(chrome.images.fr).toEqual({
      ...theme.images.fr,
      logo: "north-fr.png",
      footerLogo: "north-footer-fr.png",
    })
    expect(chrome.urls.en).toEqual(theme.urls.en)
    expect(chrome.urls.fr).toEqual({ ...theme.urls.fr, footerLinks: [link("nord")] })
  })

  test("an empty list given by the site replaces the theme's (the site shows none)", () => {
    expect(withSiteOverride(theme, { urls: { en: { quickLinks: [] } } }).urls.en.quickLinks).toEqual([])
  })

  test("French the theme leaves out falls back to English, the site's English included", () => {
    const englishOnly: SiteChrome = { images: { en: theme.images.en }, urls: { en: theme.urls.en } }
    const onlyEnglishSite = withSiteOverride(englishOnly, { images: { en: { logo: "north-en.png" } } })
    expect(onlyEnglishSite.images.fr).toBeUndefined()
    const frenchSite = withSiteOverride(englishOnly, {
      images: { en: { logo: "n-en.png" }, fr: { footerLogo: "n-fr.png" } },
    })
    expect(frenchSite.images.fr).toEqual({ ...theme.images.en, logo: "n-en.png", footerLogo: "n-fr.png" })
  })

  test("is keyed by config.json's companyID and the account's cyclePortalSiteID", () => {
    expect(siteKeyOf("lakeside-utilities", "2")).toBe("lakeside-utilities-2")
  })
})

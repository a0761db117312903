import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { ThemeSettings } from "@billpath/contract"
import { afterEach, describe, expect, test } from "vitest"
import { loadTheme, type ThemeLoad } from "./load-theme.ts"
import { themeIds, themesDirectory } from "./themes-directory.ts"

const loaded = async (id: string) => {
  const result = await loadTheme(id)
  if (!result.ok) throw new Error(`${id} did not load:\n${result.problems.map((p) => p.text).join("\n")}`)
  return result.theme
}

const problemTexts = (result: ThemeLoad): ReadonlyArray<string> =>
  result.ok ? [] : result.problems.map((problem) => problem.text)

const defaults: ThemeSettings = {
  allowQuickPay: false,
  allowMakePayment: true,
  useLastStatementBalance: false,
  useOldStatementBalance: false,
  requireEmailUsername: false,
  additionalPasswordReqs: false,
  passwordCharsToMatch: 6,
  splitRoutingNumber: false,
  hideAccountType: false,
  defaultAccountType: "Checking",
  hideUsage: false,
  showUnpaidBalance: false,
  enablePaymentsSinceLastBill: false,
  hideOnlineEnrollmentLink: false,
  useMandatoryEBill: false,
  idleDetectionMs: 3000,
  passkeys: "off",
  secondFactor: "off",
}

describe("the provider themes", () => {
  test("are the two provider folders, sorted", () => {
    expect(themeIds()).toEqual(["aurora-telecom", "lakeside-utilities"])
  })

  test.each(["aurora-telecom", "lakeside-utilities"])("%s loads and decodes", async (id) => {
    expect(problemTexts(await loadTheme(id))).toEqual([])
  })

  test("Aurora Telecom: quick pay and payments on, usage shown, checking by default", async () => {
    expect((await loaded("aurora-telecom")).settings).toEqual({
      ...defaults,
      allowQuickPay: true,
      allowMakePayment: true,
      hideUsage: false,
      defaultAccountType: "Checking",
      passwordCharsToMatch: 6,
    })
  })

  test("Lakeside Utilities: split routing, stricter passwords, e-mail usernames, mandatory eBill, passkeys and a second factor", async () => {
    expect((await loaded("lakeside-utilities")).settings).toEqual({
      ...defaults,
      allowQuickPay: true,
      allowMakePayment: true,
      splitRoutingNumber: true,
      additionalPasswordReqs: true,
      passwordCharsToMatch: 6,
      useMandatoryEBill: true,
      requireEmailUsername: true,
      hideUsage: false,
      enablePaymentsSinceLastBill: true,
      passkeys: "optional",
      secondFactor: "optional",
    })
  })

  test.each(["aurora-telecom", "lakeside-utilities"])("%s has English and French throughout", async (id) => {
    const theme = await loaded(id)
    expect(theme.images.fr).toBeDefined()
    expect(theme.text.fr).toBeDefined()
    expect(theme.urls.fr).toBeDefined()
    expect(theme.text.fr?.providerName).not.toBe("")
    expect(theme.text.fr?.marketing).toBeDefined()
    expect(theme.text.en.marketing).toBeDefined()
    // Every provider override exists in both languages, so neither falls back to built-in text.
    expect(Object.keys(theme.text.fr?.messages ?? {}).sort()).toEqual(
      Object.keys(theme.text.en.messages).sort(),
    )
    expect(theme.urls.fr?.footerLinks.length).toBe(theme.urls.en.footerLinks.length)
  })

  test("French provider names are the French wordmarks", async () => {
    expect((await loaded("aurora-telecom")).text.fr?.providerName).toBe("Aurora Télécom")
    expect((await loaded("lakeside-utilities")).text.fr?.providerName).toBe("Services publics Lakeside")
  })

  test("the two providers look different", async () => {
    const aurora = await loaded("aurora-telecom")
    const lakeside = await loaded("lakeside-utilities")
    expect(aurora.styles.colors.primary).not.toBe(lakeside.styles.colors.primary)
    expect(aurora.styles.marketing).not.toEqual(lakeside.styles.marketing)
  })
})

describe("a broken theme", () => {
  const scratch: Array<string> = []
  afterEach(() => {
    for (const directory of scratch.splice(0)) rmSync(directory, { recursive: true, force: true })
  })

  /** A copy of Aurora in a temporary themes folder, for a test to break. */
  const copyOfAurora = (): { readonly directory: string; readonly file: (name: string) => string } => {
    const directory = mkdtempSync(join(tmpdir(), "billpath-themes-"))
    scratch.push(directory)
    cpSync(join(themesDirectory, "aurora-telecom"), join(directory, "aurora-telecom"), { recursive: true })
    return { directory, file: (name) => join(directory, "aurora-telecom", name) }
  }

  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === "object" && value !== null && !Array.isArray(value)

  const editJson = (path: string, edit: (value: Record<string, unknown>) => void): void => {
    const value: unknown = JSON.parse(readFileSync(path, "utf8"))
    if (!isRecord(value)) throw new Error(`${path} is not a JSON object`)
    edit(value)
    writeFileSync(path, JSON.stringify(value))
  }

  test("reports every problem with its file and field, without throwing", async () => {
    const theme = copyOfAurora()
    editJson(theme.file("images.json"), (images) => {
      images.en = {
        logo: "logo-en.txt",
        compactLogo: "compact-logo.png",
        footerLogo: "missing-footer.png",
        help: {
          accountNumber: "help-account-number-en.png",
          serviceID: "help-service-id-en.png",
          lastStatementBalance: "../../../etc/passwd.png",
        },
      }
    })
    editJson(theme.file("styles.json"), (styles) => {
      styles.colors = { ...(isRecord(styles.colors) ? styles.colors : {}), primary: "purple" }
    })
    editJson(theme.file("settings.json"), (settings) => {
      settings.allowQuickpay = true
    })
    const link = { label: "Terms", href: "https://example.com/terms", kind: "url" }
    editJson(theme.file("urls/en.json"), (urls) => {
      urls.footerLinks = [link, link, link, link, link, link]
    })
    unlinkSync(theme.file("text/en.json"))

    const result = await loadTheme("aurora-telecom", theme.directory)
    expect(result.ok).toBe(false)
    const texts = problemTexts(result)
    expect(texts).toEqual(
      expect.arrayContaining([
        "aurora-telecom/images.json: en.logo must be an image file (gif, jpg, jpeg, tiff, png, webp, bmp or svg)",
        "aurora-telecom/images.json: en.footerLogo names images/missing-footer.png, which does not exist",
        "aurora-telecom/images.json: en.help.lastStatementBalance must stay inside the theme",
        "aurora-telecom/styles.json: colors.primary must be a #rrggbb colour",
        "aurora-telecom/settings.json: allowQuickpay is not a known field (misspelt?)",
        "aurora-telecom/text/en.json: is missing",
      ]),
    )
    expect(texts.find((text) => text.startsWith("aurora-telecom/urls/en.json: footerLinks "))).toBe(
      "aurora-telecom/urls/en.json: footerLinks must have a length of at most 5",
    )
    // Each problem is reported once, and the missing file is not reported again field by field.
    expect(new Set(texts).size).toBe(texts.length)
    expect(texts.filter((text) => text.includes("text/en.json"))).toHaveLength(1)
  })

  test("problems carry the file and the field separately too", async () => {
    const theme = copyOfAurora()
    editJson(theme.file("styles.json"), (styles) => {
      styles.radii = { control: "8 px", card: "16px" }
    })
    const result = await loadTheme("aurora-telecom", theme.directory)
    expect(result.ok ? [] : result.problems).toEqual([
      {
        file: "aurora-telecom/styles.json",
        field: "radii.control",
        message: "must be a length in px or rem",
        text: "aurora-telecom/styles.json: radii.control must be a length in px or rem",
      },
    ])
  })

  test("a file that is not JSON is a problem", async () => {
    const theme = copyOfAurora()
    writeFileSync(theme.file("settings.json"), "{ allowQuickPay: true ")
    const texts = problemTexts(await loadTheme("aurora-telecom", theme.directory))
    expect(texts).toHaveLength(1)
    expect(texts[0]).toMatch(/^aurora-telecom\/settings\.json: is not valid JSON/)
  })

  test("French files may be left out: French falls back to English", async () => {
    const theme = copyOfAurora()
    unlinkSync(theme.file("text/fr.json"))
    unlinkSync(theme.file("urls/fr.json"))
    const result = await loadTheme("aurora-telecom", theme.directory)
    expect(problemTexts(result)).toEqual([])
    expect(result.ok && result.theme.text.fr).toBe(undefined)
  })

  test("a folder without settings.json is not a theme", async () => {
    const theme = copyOfAurora()
    unlinkSync(theme.file("settings.json"))
    expect(themeIds(theme.directory)).toEqual([])
    expect(problemTexts(await loadTheme("aurora-telecom", theme.directory))).toEqual([
      `aurora-telecom: is not a theme in ${theme.directory} (themes: none)`,
    ])
  })
})

describe("theme ids", () => {
  test("an unknown id is a problem, not a throw", async () => {
    const result = await loadTheme("no-such-provider")
    expect(result.ok).toBe(false)
    expect(problemTexts(result)[0]).toMatch(
      /^no-such-provider: is not a theme .*aurora-telecom, lakeside-utilities/,
    )
  })

  test.each([
    "../aurora-telecom",
    "aurora-telecom/../lakeside-utilities",
    "Aurora-Telecom",
    "aurora telecom",
    "aurora_telecom",
    "",
    ".",
    "..",
    "/etc",
    "aurora-telecom\u0000",
    "%2e%2e",
  ])("unsafe id %j is refused", async (id) => {
    const result = await loadTheme(id)
    expect(result.ok).toBe(false)
    expect(problemTexts(result)).toEqual([
      `${JSON.stringify(id)}: is not a theme id (lowercase letters, digits and hyphens only)`,
    ])
  })
})

describe("a theme's per-site logos and links (sites.json)", () => {
  const aurora = () => {
    const directory = mkdtempSync(join(tmpdir(), "billpath-sites-"))
    cpSync(join(themesDirectory, "aurora-telecom"), join(directory, "aurora-telecom"), { recursive: true })
    return directory
  }
  const directories: Array<string> = []
  afterEach(() => {
    for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true })
  })

  test("Lakeside Utilities has a second site, North Shore, with its own logos and links in en and fr", async () => {
    const result = await loadTheme("lakeside-utilities")
    if (!result.ok) throw new Error(problemTexts(result).join("\n"))
    const northShore = result.sites["lakeside-utilities-2"]
    expect(northShore?.images?.en?.logo).toBe("north-shore-logo-en.png")
    expect(northShore?.images?.fr?.logo).toBe("north-shore-logo-fr.png")
    expect(northShore?.urls?.fr?.footerLinks?.length).toBeGreaterThan(0)
  })

  test("a theme without sites.json has no overrides", async () => {
    const result = await loadTheme("aurora-telecom")
    expect(result.ok ? result.sites : undefined).toEqual({})
  })

  test("the check refuses a malformed key, a logo that is not an image file, and a missing image", async () => {
    const directory = aurora()
    directories.push(directory)
    writeFileSync(
      join(directory, "aurora-telecom", "sites.json"),
      JSON.stringify({
        "aurora-telecom": { images: { en: { logo: "logo-en.png" } } },
        "aurora-telecom-2": { images: { en: { logo: "north-logo.pdf", footerLogo: "north-footer.png" } } },
      }),
    )
    expect(problemTexts(await loadTheme("aurora-telecom", directory))).toEqual([
      "aurora-telecom/sites.json: aurora-telecom-2.images.en.logo must be an image file (gif, jpg, jpeg, tiff, png, webp, bmp or svg)",
      "aurora-telecom/sites.json: aurora-telecom-2.images.en.footerLogo names images/north-footer.png, which does not exist",
    ])
    writeFileSync(
      join(directory, "aurora-telecom", "sites.json"),
      JSON.stringify({ "aurora-telecom": { images: { en: { logo: "logo-en.png" } } } }),
    )
    expect(problemTexts(await loadTheme("aurora-telecom", directory))).toEqual([
      "aurora-telecom/sites.json: aurora-telecom must be {companyID}-{cyclePortalSiteID}, such as lakeside-utilities-2",
    ])
  })
})

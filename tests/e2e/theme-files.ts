/**
 * The provider themes' own files (themes/<id>/…), read by the specs that check what a theme configures:
 * tests assert on these values rather than on copies of them, so a theme edit cannot leave a test behind.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { expect, type Locator, type Page } from "@playwright/test"
import type { Lang } from "./personas.ts"
import type { ServerName } from "./servers.ts"

export interface ThemeLink {
  readonly label: string
  readonly href: string
  readonly kind: "url" | "document"
}

export interface ThemeUrls {
  readonly headerLink?: ThemeLink
  readonly footerLinks: ReadonlyArray<ThemeLink>
  readonly helpLinks: ReadonlyArray<ThemeLink>
  readonly quickLinks: ReadonlyArray<ThemeLink>
  readonly social: { readonly twitter?: string; readonly facebook?: string; readonly linkedin?: string }
  readonly support: { readonly phone: string; readonly email: string; readonly chat?: string }
}

export interface ThemeFiles {
  readonly settings: {
    readonly allowQuickPay?: boolean
    readonly allowMakePayment?: boolean
    readonly hideUsage?: boolean
    readonly hideOnlineEnrollmentLink?: boolean
  }
  readonly styles: {
    readonly colors: { readonly primary: string; readonly surface: string; readonly background: string }
    readonly radii: { readonly control: string; readonly card: string }
    readonly marketing: { readonly corners: "round" | "square" }
  }
  readonly images: Readonly<
    Record<Lang, { readonly logo: string; readonly compactLogo: string; readonly footerLogo: string }>
  >
  readonly text: Readonly<
    Record<
      Lang,
      {
        readonly providerName: string
        readonly copyright?: string
        readonly helpText?: string
        readonly messages?: Readonly<Record<string, string>>
      }
    >
  >
  readonly urls: Readonly<Record<Lang, ThemeUrls>>
}

export const themesDirectory = join(import.meta.dirname, "..", "..", "themes")

const readJson = (id: string, file: string): unknown =>
  JSON.parse(readFileSync(join(themesDirectory, id, file), "utf8"))

export const themeFiles = (id: string): ThemeFiles =>
  ({
    settings: readJson(id, "settings.json"),
    styles: readJson(id, "styles.json"),
    images: readJson(id, "images.json"),
    text: { en: readJson(id, "text/en.json"), fr: readJson(id, "text/fr.json") },
    urls: { en: readJson(id, "urls/en.json"), fr: readJson(id, "urls/fr.json") },
  }) as ThemeFiles

/** The bytes of one of a theme's images (a file name from images.json). */
export const themeImage = (id: string, file: string): Buffer =>
  readFileSync(join(themesDirectory, id, "images", file))

/** The two provider themes and the suite's server running each. */
export const themes: ReadonlyArray<{ readonly server: ServerName; readonly id: string }> = [
  { server: "aurora", id: "aurora-telecom" },
  { server: "lakeside", id: "lakeside-utilities" },
]

/** "#4B2BB8" → "rgb(75, 43, 184)", as getComputedStyle reports colours. */
export const rgb = (hex: string): string => {
  const value = Number.parseInt(hex.slice(1), 16)
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`
}

/** What the tests read of an <img> (the root tsconfig has no DOM types). */
interface LoadedImage {
  readonly complete: boolean
  readonly naturalWidth: number
  readonly currentSrc: string
}

/** An image once it has loaded (never a broken image): its address, its file name and the bytes the page got for it. */
export const loadedImage = async (page: Page, image: Locator) => {
  await expect(image).toBeVisible()
  await expect
    .poll(() => image.evaluate((img: LoadedImage) => img.complete && img.naturalWidth > 0))
    .toBe(true)
  const src = await image.evaluate((img: LoadedImage) => img.currentSrc)
  const response = await page.request.get(src)
  expect(response.ok()).toBe(true)
  return { src, file: new URL(src).pathname.split("/").at(-1), bytes: await response.body() }
}

import { ServedSiteOverrides, type SiteOverride } from "@billpath/contract"
import { type SiteChrome, withSiteOverride } from "@billpath/contract/rules"
import { Result, Schema } from "effect"

/** Whether the browser can show the image: one that fails to load is never shown broken. */
const loads = async (src: string): Promise<boolean> => {
  const image = new Image()
  image.src = src
  try {
    await image.decode()
    return true
  } catch {
    return false
  }
}

type ImageNames = Readonly<Record<string, string>>

/** The names whose images load; the others fall back to the theme's. */
const loading = async (names: ImageNames | undefined, imageRoot: string): Promise<ImageNames | undefined> => {
  if (names === undefined) return undefined
  const checked = await Promise.all(
    Object.entries(names).map(
      async ([field, name]) => [field, name, await loads(`${imageRoot}/${name}`)] as const,
    ),
  )
  return Object.fromEntries(checked.flatMap(([field, name, ok]) => (ok ? [[field, name]] : [])))
}

// Waiting for the logos also lets the chrome show the site's logo at once, from the browser's cache.
const withLoadingImages = async (site: SiteOverride, imageRoot: string): Promise<SiteOverride> => {
  if (site.images === undefined) return site
  const [en, fr] = await Promise.all([loading(site.images.en, imageRoot), loading(site.images.fr, imageRoot)])
  return { ...site, images: { ...(en === undefined ? {} : { en }), ...(fr === undefined ? {} : { fr }) } }
}

/** Decoded with Effect (a signed-in page has it already); undefined for a bad document or an unknown site. */
export const siteChromeOf = async (
  sites: unknown,
  key: string,
  theme: SiteChrome,
  imageRoot: string,
): Promise<SiteChrome | undefined> => {
  const decoded = Schema.decodeUnknownResult(ServedSiteOverrides)(sites)
  const site = Result.isSuccess(decoded) ? decoded.success[key] : undefined
  return site === undefined ? undefined : withSiteOverride(theme, await withLoadingImages(site, imageRoot))
}

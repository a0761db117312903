import type { AccountSummary, SiteOverride } from "@billpath/contract"
import { decodeSiteOverrides, defaultThemeRoot, siteKeyOf, withSiteOverride } from "@billpath/contract/light"
import { activeThemeAtom, siteChromeAtom } from "../theme/theme-atoms.ts"
import type { PortalStore } from "./portal-store.ts"

/** The theme folder's sites.json, decoded by the contract's shape; nothing when it cannot be had. */
const readSiteOverride = async (themeRoot: string, key: string): Promise<SiteOverride | undefined> => {
  try {
    const response = await fetch(`${themeRoot}/sites.json`, { headers: { accept: "application/json" } })
    if (response.status !== 200) return undefined
    const decoded = decodeSiteOverrides(await response.json())
    return decoded._tag === "success" ? decoded.value[key] : undefined
  } catch {
    return undefined
  }
}

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

/**
 * The override without the logos that do not load, which fall back to the theme's (issue 19). Waiting
 * for them also means the chrome shows the site's logo at once, from the browser's cache.
 */
const withLoadingImages = async (site: SiteOverride, imageRoot: string): Promise<SiteOverride> => {
  const images = site.images
  if (images === undefined) return site
  const keep = async (set: Readonly<Record<string, string>> | undefined) =>
    set === undefined
      ? undefined
      : Object.fromEntries(
          (
            await Promise.all(
              Object.entries(set).map(
                async ([field, name]) => [field, name, await loads(`${imageRoot}/${name}`)] as const,
              ),
            )
          ).flatMap(([field, name, ok]) => (ok ? [[field, name]] : [])),
        )
  const [en, fr] = await Promise.all([keep(images.en), keep(images.fr)])
  return { ...site, images: { ...(en === undefined ? {} : { en }), ...(fr === undefined ? {} : { fr }) } }
}

/**
 * Puts the signed-in customer's site chrome in place (spec §6): the provider theme's overrides for
 * `{companyID}-{cyclePortalSiteID}`, over its defaults. Read again only when the site changes. With the
 * built-in theme in use (the provider's could not be had) there are no overrides.
 */
export const loadSiteChrome = async (store: PortalStore, account: AccountSummary): Promise<void> => {
  const { config, theme, imageRoot } = store.get(activeThemeAtom)
  const key = siteKeyOf(config.companyID, account.cyclePortalSiteID)
  if (store.get(siteChromeAtom)?.key === key) return
  const themeRoot = config.themeRoot ?? defaultThemeRoot
  const site = imageRoot === `${themeRoot}/images` ? await readSiteOverride(themeRoot, key) : undefined
  store.set(
    siteChromeAtom,
    site === undefined
      ? { key }
      : { key, chrome: withSiteOverride(theme, await withLoadingImages(site, imageRoot)) },
  )
}

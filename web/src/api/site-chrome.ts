import type { AccountSummary } from "@billpath/contract"
import { defaultThemeRoot, siteKeyOf } from "@billpath/contract/light"
import { activeThemeAtom, siteChromeAtom } from "../theme/theme-atoms.ts"
import type { PortalStore } from "./portal-store.ts"

/** The theme folder's sites.json as it came, or nothing when it cannot be had. */
const readSites = async (themeRoot: string): Promise<unknown> => {
  try {
    const response = await fetch(`${themeRoot}/sites.json`, { headers: { accept: "application/json" } })
    return response.status === 200 ? await response.json() : undefined
  } catch {
    return undefined
  }
}

/**
 * Puts the signed-in customer's site chrome in place (spec §6): the provider theme's overrides for
 * `{companyID}-{cyclePortalSiteID}` over its defaults. Read again only when the site changes; with the
 * built-in theme in use (the provider's could not be had) there are none. The document is decoded, and
 * the merge and the images' check loaded, only for a site that has overrides: every other customer's
 * pages load a fetch and a key lookup (issue 19; the pages' size budgets).
 */
export const loadSiteChrome = async (store: PortalStore, account: AccountSummary): Promise<void> => {
  const { config, theme, imageRoot } = store.get(activeThemeAtom)
  const key = siteKeyOf(config.companyID, account.cyclePortalSiteID)
  if (store.get(siteChromeAtom)?.key === key) return
  const themeRoot = config.themeRoot ?? defaultThemeRoot
  const sites = imageRoot === `${themeRoot}/images` ? await readSites(themeRoot) : undefined
  const hasSite = typeof sites === "object" && sites !== null && Object.hasOwn(sites, key)
  const chrome = hasSite
    ? await import("./site-chrome-override.ts")
        .then(({ siteChromeOf }) => siteChromeOf(sites, key, theme, imageRoot))
        .catch(() => undefined)
    : undefined
  store.set(siteChromeAtom, chrome === undefined ? { key } : { key, chrome })
}

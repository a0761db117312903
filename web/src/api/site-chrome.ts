import type { AccountSummary } from "@billpath/contract"
import { defaultThemeRoot, siteKeyOf } from "@billpath/contract/light"
import { activeThemeAtom, siteChromeAtom } from "../theme/theme-atoms.ts"
import type { PortalStore } from "./portal-store.ts"

/**
 * Puts the signed-in customer's site chrome in place (spec §6): the provider theme's overrides for
 * `{companyID}-{cyclePortalSiteID}` over its defaults, read again only when the site changes. The document
 * is decoded, and the merge and the logos' check loaded, only for a site that has overrides: every other
 * customer's pages carry just a fetch and a key lookup (issue 19; the pages' size budgets). With the
 * built-in theme in use, the provider's logos do not load where it looks, so its own stay (the check).
 */
export const loadSiteChrome = async (store: PortalStore, account: AccountSummary): Promise<void> => {
  const { config, theme, imageRoot } = store.get(activeThemeAtom)
  const key = siteKeyOf(config.companyID, account.cyclePortalSiteID)
  if (store.get(siteChromeAtom)?.key === key) return
  const sites: unknown = await fetch(`${config.themeRoot ?? defaultThemeRoot}/sites.json`)
    .then((response) => (response.ok ? response.json() : undefined))
    .catch(() => undefined)
  const chrome =
    typeof sites === "object" && sites !== null && Object.hasOwn(sites, key)
      ? await import("./site-chrome-override.ts")
          .then(({ siteChromeOf }) => siteChromeOf(sites, key, theme, imageRoot))
          .catch(() => undefined)
      : undefined
  store.set(siteChromeAtom, { key, chrome })
}

import { siteKeyOf } from "@billpath/contract/rules"
import { defaultThemeRoot } from "@billpath/contract/start-up"
import { accountAtom } from "../api/portal-atoms.ts"
import type { PortalStore } from "../api/portal-store.ts"
import { readSites } from "../api/read-sites.ts"
import { activeThemeAtom, siteChromeAtom } from "./theme-atoms.ts"

/**
 * Puts the signed-in customer's site chrome in place (spec §6), once their account is known: the provider
 * theme's overrides for `{companyID}-{cyclePortalSiteID}` over its defaults, read again only when the site
 * changes. The document is decoded, and the merge and the logos' check loaded, only for a site that has
 * overrides: every other customer's pages carry just a fetch and a key lookup, which
 * keeps them within their size budgets. With the built-in theme in use, the provider's logos do not load where it looks, so its own
 * stay (the logos' check). Without an account yet (a new password to choose first), the theme's own.
 */
export const loadSiteChrome = async (store: PortalStore): Promise<void> => {
  const account = store.get(accountAtom)
  const { config, theme, imageRoot } = store.get(activeThemeAtom)
  const key = account === null ? "" : siteKeyOf(config.companyID, account.cyclePortalSiteID)
  if (store.get(siteChromeAtom)?.key === key) return
  const sites = key === "" ? undefined : await readSites(config.themeRoot ?? defaultThemeRoot)
  const chrome =
    typeof sites === "object" && sites !== null && Object.hasOwn(sites, key)
      ? await import("./site-chrome-override.ts")
          .then(({ siteChromeOf }) => siteChromeOf(sites, key, theme, imageRoot))
          .catch(() => undefined)
      : undefined
  store.set(siteChromeAtom, { key, chrome })
}

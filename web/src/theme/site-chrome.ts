import { siteKeyOf } from "@billpath/contract/rules"
import { defaultThemeRoot } from "@billpath/contract/start-up"
import { accountAtom } from "../api/portal-atoms.ts"
import type { PortalStore } from "../api/portal-store.ts"
import { readSites } from "../api/read-sites.ts"
import { activeThemeAtom, siteChromeAtom } from "./theme-atoms.ts"

// Spec §6. The decoding, the merge and the logos' check load only for a site that has overrides, so other
// customers' pages carry just a fetch and a key lookup.
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

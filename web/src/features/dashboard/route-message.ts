import type { TranslationFunctions } from "../../i18n/i18n-types.ts"
import { alertFor, isAlertKey } from "../../shared/outcome-alerts.ts"
import type { PortalAlert } from "../../ui/alerts/alerts-atoms.ts"

/** Only spec §8's alert keys, never the parameter's own text, so a crafted link cannot put words on the page. */
export const routeMessage = (LL: TranslationFunctions, key: string): PortalAlert | undefined => {
  const name = key.startsWith("alerts.") ? key.slice("alerts.".length) : key
  if (!isAlertKey(name)) return undefined
  const alert = alertFor(LL, name)
  // A provider may blank a text out; an empty alert says nothing.
  return alert.text === "" ? undefined : alert
}

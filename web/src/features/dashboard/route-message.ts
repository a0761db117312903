import type { TranslationFunctions } from "../../i18n/i18n-types.ts"
import type { PortalAlert } from "../../ui/alerts/alerts-atoms.ts"

/**
 * The Dashboard's `message` route parameter names an alert ("alerts.passwordChangeSuccess"). Only our
 * own alert keys are shown, never the parameter's text, so a crafted link cannot put words on the page.
 */
export const routeMessage = (LL: TranslationFunctions, key: string): PortalAlert | undefined => {
  const name = key.startsWith("alerts.") ? key.slice("alerts.".length) : key
  const successes = new Set(["updated", "autopayConfirmed", "manualPay", "passwordChangeSuccess"])
  const translate: unknown = Reflect.get(LL.alerts, name)
  if (typeof translate !== "function" || name === "priority") return undefined
  const text = translate()
  return typeof text === "string" && text !== "" ? { priority: successes.has(name) ? 4 : 1, text } : undefined
}

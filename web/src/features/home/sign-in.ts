import { signInForm } from "@billpath/contract"
import { loadUserAndAccount } from "../../api/account-actions.ts"
import { apiClientAtom, userAtom } from "../../api/portal-atoms.ts"
import type { PortalStore } from "../../api/portal-store.ts"
import { endSession, isLoggedInToken } from "../../session/session-actions.ts"
import { beginSession } from "../../session/session-persistence.ts"
import { loadSiteChrome } from "../../theme/site-chrome.ts"
import { formRules } from "../../ui/form/contract-rules.ts"

// The sign-in form's rules (spec §5) and the sign-in, with the contract's decoders: loaded once the
// customer starts filling the form (sign-in-form.tsx), so the sign-in page itself stays light.
export const signInRules = formRules(signInForm)

/** The sign-in outcomes of spec §4, plus the new-password detour. */
export type SignInResult = "success" | "resetRequired" | "invalid" | "locked" | "failed"

const clientDetails = () => ({
  browser: navigator.userAgent.slice(0, 500),
  platform: (navigator.platform || "unknown").slice(0, 500),
  referrer: document.referrer.slice(0, 500),
})

/** Anything short of a LoggedIn token plus the user and account is a failed sign-in, leaving no session. */
export const signIn = async (
  store: PortalStore,
  username: string,
  password: string,
): Promise<SignInResult> => {
  const outcome = await store
    .get(apiClientAtom)
    .call("login", { query: { username, password, ...clientDetails() } })
  if (outcome._tag === "invalid" || outcome._tag === "locked") return outcome._tag
  if (outcome._tag !== "success") return "failed"
  const token = outcome.value.auth_token
  if (!isLoggedInToken(token)) return "failed"
  beginSession(store, { token, username, accountNames: outcome.value.account_names, receivedAt: Date.now() })
  if ((await loadUserAndAccount(store)) !== "loaded") {
    endSession(store)
    return "failed"
  }
  // Before the dashboard opens, so it shows the customer's site logo from the start.
  await loadSiteChrome(store)
  return store.get(userAtom)?.resetPasswordRequired === true ? "resetRequired" : "success"
}

import type { PortalStore } from "../api/portal-store.ts"
import { accountAtom, apiClientAtom, userAtom } from "./portal-atoms.ts"

/** signedOut: the session is refused or has no account; failed: anything else (network, contract, page left). */
export type UserAndAccountLoad = "loaded" | "signedOut" | "failed"

export const loadUserAndAccount = async (store: PortalStore): Promise<UserAndAccountLoad> => {
  const api = store.get(apiClientAtom)
  const [user, accounts] = await Promise.all([api.call("getMe", {}), api.call("getAccounts", {})])
  // Until a new password is chosen the provider shows nothing of the account (the new-password view needs
  // only the user); the account is loaded once the password is changed.
  if (user._tag === "success" && user.value.resetPasswordRequired) {
    store.set(userAtom, user.value)
    return "loaded"
  }
  if (user._tag === "unauthorized" || accounts._tag === "unauthorized") return "signedOut"
  if (user._tag !== "success" || accounts._tag !== "success") return "failed"
  const account = accounts.value.items[0]
  if (account === undefined) return "signedOut"
  store.set(userAtom, user.value)
  store.set(accountAtom, account)
  return "loaded"
}

import { lightEndpoints } from "@billpath/contract/light"
import type { PortalStore } from "../api/portal-store.ts"
import { accountAtom, apiClientAtom, userAtom } from "./portal-atoms.ts"

/** Fetches the signed-in user and their account; says whether both arrived. */
export const loadUserAndAccount = async (store: PortalStore): Promise<boolean> => {
  const api = store.get(apiClientAtom)
  const [user, accounts] = await Promise.all([
    api.call(lightEndpoints.getMe, {}),
    api.call(lightEndpoints.getAccounts, {}),
  ])
  if (user._tag !== "success" || accounts._tag !== "success") return false
  const account = accounts.value.items[0]
  if (account === undefined) return false
  store.set(userAtom, user.value)
  store.set(accountAtom, account)
  return true
}

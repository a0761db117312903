import { billOptionsUpdate, type EBillChoice } from "@billpath/contract/rules"
import { loadUserAndAccount } from "../../api/account-actions.ts"
import { accountAtom, apiClientAtom } from "../../api/portal-atoms.ts"
import type { PortalStore } from "../../api/portal-store.ts"
import { languageAtom } from "../../i18n/language-atom.ts"

/** Saves the bill delivery (PUT /billoptions) and reloads the account, for every screen to show it. */
export const saveBillOptions = async (
  store: PortalStore,
  choice: EBillChoice,
): Promise<"success" | "failed"> => {
  const account = store.get(accountAtom)
  if (account === null) return "failed"
  const outcome = await store.get(apiClientAtom).call("updateBillOptions", {
    body: billOptionsUpdate(account, choice, store.get(languageAtom)),
  })
  if (outcome._tag !== "success") return "failed"
  // Saved whatever the reload says; a failed reload shows the old state until the next page.
  await loadUserAndAccount(store)
  return "success"
}

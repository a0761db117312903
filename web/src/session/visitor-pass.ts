import type { Token } from "@billpath/contract"
import { checkVisitorPass } from "@billpath/contract/start-up"
import type { PortalStore } from "../api/portal-store.ts"
import { tabStorage } from "./browser-storage.ts"

import { visitorPassAtom } from "./visitor-pass-atom.ts"

/** Where a quick payment keeps its pass while the browser is on the provider's card page (this tab only). */
const quickPayPassKey = "billpath.quickPayPass"

/** Hands the flow its pass, or takes it back (`null`) when the flow ends or starts over. */
export const setVisitorPass = (store: PortalStore, pass: Token | null): void => {
  store.set(visitorPassAtom, pass)
  if (pass === null) tabStorage()?.removeItem(quickPayPassKey)
}

/** Before the browser leaves for the card page: the receipt it comes back to needs the pass. */
export const keepQuickPayPass = (store: PortalStore): void => {
  const pass = store.get(visitorPassAtom)
  if (pass !== null) tabStorage()?.setItem(quickPayPassKey, JSON.stringify(pass))
}

/** Back from the card page (a page load): this tab's kept quick-pay pass, if it still has the contract's shape. */
export const restoreQuickPayPass = (store: PortalStore): Token | null => {
  const text = tabStorage()?.getItem(quickPayPassKey)
  if (text === null || text === undefined) return store.get(visitorPassAtom)
  try {
    const decoded = checkVisitorPass(JSON.parse(text))
    if (decoded._tag === "success") {
      store.set(visitorPassAtom, decoded.value)
      return decoded.value
    }
  } catch {
    // Not JSON: as broken as a wrong shape.
  }
  tabStorage()?.removeItem(quickPayPassKey)
  return store.get(visitorPassAtom)
}

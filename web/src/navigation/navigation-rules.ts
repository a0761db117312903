import { redirect } from "@tanstack/react-router"
import { atom } from "jotai"
import { userAtom } from "../api/portal-atoms.ts"
import type { PortalStore } from "../api/portal-store.ts"
import { translationsAtom } from "../i18n/i18n-atoms.ts"
import { languageAtom } from "../i18n/language-atom.ts"
import type { TextBundle } from "../i18n/screen-texts/text-bundles.ts"
import { changeLanguage, ensureScreenTexts, isOffered } from "../session/change-language.ts"
import { currentAccessToken } from "../session/session-actions.ts"
import { isSignedInAtom, sessionRestoreAtom } from "../session/session-atoms.ts"
import { kioskSettingsAtom } from "../theme/theme-atoms.ts"
import { showAlertAtom } from "../ui/alerts/alerts-atoms.ts"
import type { PageFacts } from "./page-facts.ts"
import { pageParams } from "./page-params.ts"

export const homeOfCurrentLanguage = (store: PortalStore) =>
  ({ to: "/{-$lang}", params: pageParams(store.get(languageAtom)) }) as const

/** Spec §4: an unknown language segment is an unknown path; `lang` sets the language or says it is unsupported. */
export const applyLanguageRule = async (
  store: PortalStore,
  pathLanguage: string | undefined,
  queryLanguage: string | undefined,
): Promise<void> => {
  if (pathLanguage !== undefined && !isOffered(store, pathLanguage)) {
    throw redirect(homeOfCurrentLanguage(store))
  }
  const wanted = pathLanguage ?? queryLanguage
  if (wanted === undefined) return
  if (isOffered(store, wanted)) {
    if (wanted !== store.get(languageAtom)) await changeLanguage(store, wanted)
    return
  }
  store.set(showAlertAtom, { priority: 2, text: store.get(translationsAtom).LL.language.notSupported() })
}

export interface MatchWithFacts {
  readonly routeId: string
  readonly staticData: { readonly page?: PageFacts }
}

const homeRouteId = "/{-$lang}/"

/** Spec §4's guard: non-public pages need a stored token, else Home; signed in, Home means the Dashboard. */
export const guardedDestination = (store: PortalStore, leaf: MatchWithFacts | undefined) => {
  if (leaf === undefined) return undefined
  if (leaf.routeId === homeRouteId && store.get(isSignedInAtom)) {
    return { to: "/{-$lang}/dashboard", params: pageParams(store.get(languageAtom)) } as const
  }
  const page = leaf.staticData.page
  if (page !== undefined && !page.public && currentAccessToken(store) === undefined) {
    return homeOfCurrentLanguage(store)
  }
  return undefined
}

// Every kiosk page adds the visitor texts, which hold the kiosk's own (End session, "Still there?"): its
// customers are visitors until they sign in, and no web portal page carries them.
export const loadPageTexts = async (store: PortalStore, leaf: MatchWithFacts | undefined): Promise<void> => {
  const page = leaf?.staticData.page
  if (page === undefined) return
  const bundles: ReadonlyArray<TextBundle> = [
    ...(page.signInTextsOnly === true ? [] : ["screens" as const]),
    ...(page.ownTexts === undefined ? [] : [page.ownTexts]),
    ...(store.get(kioskSettingsAtom) === undefined ? [] : ["visitor" as const, "kiosk" as const]),
  ]
  if (bundles.length > 0) await ensureScreenTexts(store, bundles)
}

/** Set once the first navigation has finished: later arrivals at a page come from somewhere. */
export const hasNavigatedAtom = atom(false)

/** Switches to the signed-in customer's preferred language (prefLanguageCode) when the portal offers it. */
export const switchToSavedLanguage = async (store: PortalStore): Promise<void> => {
  const saved = store.get(userAtom)?.prefLanguageCode
  if (saved !== undefined && saved !== store.get(languageAtom) && isOffered(store, saved)) {
    await changeLanguage(store, saved)
  }
}

/** Spec §2, §4: after sign-in or from nowhere the Dashboard takes the saved language, unless the address names one. */
export const applySavedLanguage = async (
  store: PortalStore,
  setLanguage: boolean,
  addressLanguage: string | undefined,
): Promise<void> => {
  if (addressLanguage !== undefined) return
  if (!setLanguage && store.get(hasNavigatedAtom)) return
  const restoring = store.get(sessionRestoreAtom)
  if (store.get(userAtom) === null && restoring !== null) {
    // A reload: the saved language arrives with the user, after the first paint. Switch then, unless the
    // customer has chosen a language meanwhile.
    const shown = store.get(languageAtom)
    void restoring.then(async () => {
      if (store.get(languageAtom) === shown) await switchToSavedLanguage(store)
    })
    return
  }
  await switchToSavedLanguage(store)
}

import { createStore } from "jotai"
import { createLazyApiClient, onFirstInteraction } from "../api/lazy-api-client.ts"
import { apiClientAtom, sessionRenewalAtom } from "../api/portal-atoms.ts"
import type { PortalStore } from "../api/portal-store.ts"
import { singleFlight } from "../api/single-flight.ts"
import { languageAtom } from "../i18n/language-atom.ts"
import { prefetchScreenTexts } from "../i18n/load-texts.ts"
import { keepInstead } from "../session/browser-storage.ts"
import { changeLanguage, ensureTexts, isOffered } from "../session/change-language.ts"
import { resumeKeptSession } from "../session/kept-session.ts"
import { enterKioskMode } from "../session/kiosk-mode.ts"
import { currentAccessToken, forgetSessionHere } from "../session/session-actions.ts"
import { sessionRestoreAtom } from "../session/session-atoms.ts"
import { hasStoredSession, readStoredLanguage, startBrowserSession } from "../session/stored-session.ts"
import { visitorPassAtom } from "../session/visitor-pass-atom.ts"
import { applyThemeStyles } from "../theme/apply-theme.ts"
import { apiRootOf, loadActiveTheme } from "../theme/load-theme.ts"
import { activeThemeAtom } from "../theme/theme-atoms.ts"

// A visitor's first screen is the sign-in page, which must paint and take input before Effect loads: nothing
// here loads the contract's codec unless a session was kept (spec §4).
export const startUp = async (): Promise<PortalStore> => {
  const store = createStore()
  const activeTheme = await loadActiveTheme(() => store.get(languageAtom))
  store.set(activeThemeAtom, activeTheme)
  // Decided before the first read of the browser's storage: a kiosk keeps everything in memory.
  if (activeTheme.config.kiosk?.enabled === true) {
    // The kiosk's parts around the page load now, to be in before the first screen; not awaited, as that
    // chunk imports the app's, which waits for this start-up.
    void import("../chrome/layout-extras.tsx").catch(() => undefined)
    enterKioskMode(keepInstead)
  }
  startBrowserSession()
  applyThemeStyles(activeTheme.theme.styles)

  // One refresh shared by every caller that meets a 401 at the same time (API client, idle watcher).
  const renewSession = singleFlight(async () => {
    const renewal = await import("../session/session-renewal.ts")
    return renewal.renewSession(store, store.get(apiClientAtom))
  })
  store.set(sessionRenewalAtom, { renew: renewSession })
  const api = createLazyApiClient({
    apiRoot: apiRootOf(activeTheme.config),
    siteRoot: "",
    language: () => store.get(languageAtom),
    // A visitor flow's pass (quick pay, registration, password reset) when no one is signed in.
    accessToken: () => currentAccessToken(store) ?? store.get(visitorPassAtom)?.access_token,
    renewSession,
  })
  store.set(apiClientAtom, api)
  // The first call should not wait for the codec, but the page's first load must not either.
  onFirstInteraction(api.preload)

  // Started now, so the session's code and the API client load while the texts do. Code that cannot load is
  // a check the network stopped (restore-session.ts), caught at once as nothing waits on it yet.
  const restoring = hasStoredSession()
    ? import("../session/restore-session.ts").then(
        ({ checkKeptSession }) => checkKeptSession,
        () => undefined,
      )
    : undefined
  if (restoring !== undefined) api.preload()
  // A kept session writes its language here too (stored-session.ts).
  const preferred = readStoredLanguage() ?? "en"
  // A kept session opens on a signed-in screen, whose texts come with the sign-in page's.
  if (restoring !== undefined) prefetchScreenTexts(isOffered(store, preferred) ? preferred : "en")
  await ensureTexts(store, "en")
  await changeLanguage(store, isOffered(store, preferred) ? preferred : "en")

  // The user and account arrive after the first paint (the header and page show skeletons meanwhile); the
  // session is put in place now, so the first screen's code need not wait for the code that checks it.
  if (restoring !== undefined && resumeKeptSession(store)) {
    store.set(
      sessionRestoreAtom,
      restoring.then((checkKeptSession) => {
        if (checkKeptSession !== undefined) return checkKeptSession(store)
        forgetSessionHere(store)
        return false
      }),
    )
  }
  return store
}

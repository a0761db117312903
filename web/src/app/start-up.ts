import { createStore } from "jotai"
import { loadUserAndAccount } from "../api/account-actions.ts"
import { createApiClient } from "../api/client.ts"
import { apiClientAtom, sessionRenewalAtom } from "../api/portal-atoms.ts"
import { changeLanguage, ensureTexts, isOffered } from "../i18n/change-language.ts"
import {
  beginSession,
  currentAccessToken,
  endSession,
  isLoggedInToken,
  type PortalStore,
  sessionRenewal,
} from "../session/session-actions.ts"
import { languageAtom } from "../session/session-atoms.ts"
import {
  readStoredLanguage,
  readStoredSession,
  readTokenReceivedAt,
  startBrowserSession,
} from "../session/stored-session.ts"
import { applyThemeStyles } from "../theme/apply-theme.ts"
import { apiRootOf, loadActiveTheme } from "../theme/load-theme.ts"
import { activeThemeAtom } from "../theme/theme-atoms.ts"

/**
 * Everything that happens before the first screen: forget a previous browser session's data, load the
 * provider's config, theme and texts, and restore a signed-in session if there is one (spec §4).
 */
export const startUp = async (): Promise<PortalStore> => {
  const store = createStore()
  startBrowserSession()

  const stored = readStoredSession()
  const activeTheme = await loadActiveTheme(() => store.get(languageAtom))
  store.set(activeThemeAtom, activeTheme)
  applyThemeStyles(activeTheme.theme.styles)

  const renewSession = sessionRenewal(store, () => store.get(apiClientAtom))
  store.set(sessionRenewalAtom, { renew: renewSession })
  store.set(
    apiClientAtom,
    createApiClient({
      apiRoot: apiRootOf(activeTheme.config),
      siteRoot: "",
      language: () => store.get(languageAtom),
      accessToken: () => currentAccessToken(store),
      renewSession,
    }),
  )

  const preferred = stored?.lang ?? readStoredLanguage() ?? "en"
  await ensureTexts(store, "en")
  await changeLanguage(store, isOffered(store, preferred) ? preferred : "en")

  if (stored !== undefined && isLoggedInToken(stored.token)) {
    beginSession(store, {
      token: stored.token,
      username: stored.username,
      accountNames: stored.accountNames,
      receivedAt: readTokenReceivedAt() ?? Date.now(),
    })
    if (!(await loadUserAndAccount(store))) endSession(store)
  } else if (stored !== undefined) {
    endSession(store)
  }
  return store
}

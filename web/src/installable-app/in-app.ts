import { textLanguages } from "../i18n/languages.ts"
import { offlineLanguage } from "../offline/offline-language.ts"
import { showUnreachableNotice } from "../offline/unreachable-notice.ts"
import "./register-service-worker.ts"

/**
 * What the installable app adds to every page, loaded by src/boot.ts once the page has loaded: the
 * service worker's registration, and the offline page's message when a call gets no answer (the API
 * client tells it on `window`; it may not import this, which sits above it).
 */
/**
 * api/client.ts's `apiUnreachableEvent`, written out: imported, it would become a file of its own that
 * every signed-in page loads (tests/e2e/installable-app.spec.ts fails if the two part).
 */
const apiUnreachableEvent = "billpath:api-unreachable"
const apiUnreachableAttribute = "data-api-unreachable"

// The address's language first: a call made while the page starts up fails before <html lang> is set.
const showNotice = (): void => {
  showUnreachableNotice(offlineLanguage(location.pathname, document.documentElement.lang, textLanguages))
}
addEventListener(apiUnreachableEvent, showNotice)
// A call that failed before this file arrived (the page's start-up calls often do) left its mark.
if (document.documentElement.hasAttribute(apiUnreachableAttribute)) showNotice()

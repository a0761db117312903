import en from "../i18n/en/offline/index.ts"
import fr from "../i18n/fr/offline/index.ts"
import { offlineLanguage, storedLanguageKey } from "./offline-language.ts"
import "./offline-page.css"

// Shown by the service worker when the server cannot be reached (web/vite.config.ts). It loads none of the
// app's code: that code is what could not be reached, and the app's shell would start the app here.
const texts = { en, fr } as const

const storedLanguage = (): string | null => {
  try {
    return globalThis.localStorage.getItem(storedLanguageKey)
  } catch {
    // Storage switched off (privacy modes): the address decides alone.
    return null
  }
}

const language = offlineLanguage(window.location.pathname, storedLanguage(), ["en", "fr"] as const)
const text = texts[language]

const fill = (id: string, value: string): void => {
  const element = document.getElementById(id)
  if (element !== null) element.textContent = value
}

document.documentElement.lang = language
document.title = text.title
fill("offline-title", text.title)
fill("offline-heading", text.heading)
fill("offline-message", text.message)
fill("offline-privacy", text.privacy)
const retry = document.getElementById("offline-retry")
if (retry instanceof HTMLAnchorElement) {
  // The address the customer asked for: the page itself once the server answers again.
  retry.href = `${window.location.pathname}${window.location.search}`
  retry.textContent = text.retry
}

import type { LanguageCode, ThemeSettings } from "@billpath/contract"
import { cleanup, render } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import type { ReactNode } from "react"
import { afterEach } from "vitest"
import { loadAllLocales } from "../i18n/i18n-util.sync.ts"
import { languageAtom } from "../i18n/language-atom.ts"
import { textLanguages } from "../i18n/languages.ts"
import { builtInConfig, builtInImageRoot, builtInTheme } from "../theme/built-in-theme.ts"
import { activeThemeAtom } from "../theme/theme-atoms.ts"

afterEach(cleanup)

// jsdom lays nothing out, so every element has a zero size, and Ark's focus handling skips elements
// without one as invisible. Give connected, unhidden elements a size, as a browser would.
Object.defineProperty(HTMLElement.prototype, "offsetWidth", {
  configurable: true,
  get(this: HTMLElement): number {
    return this.isConnected && this.closest("[hidden]") === null ? 1 : 0
  },
})

/**
 * Renders a part of the web app (web/src/ui, web/src/chrome) in a test's simulated browser, with its
 * own store, both languages' built-in texts and the built-in theme. For parts no screen reaches end to end
 * yet.
 */
export const renderPart = (
  part: ReactNode,
  options: { readonly language?: LanguageCode; readonly settings?: Partial<ThemeSettings> } = {},
) => {
  loadAllLocales()
  const store = createStore()
  store.set(languageAtom, options.language ?? "en")
  store.set(activeThemeAtom, {
    config: builtInConfig,
    theme: { ...builtInTheme, settings: { ...builtInTheme.settings, ...options.settings } },
    imageRoot: builtInImageRoot,
    languages: textLanguages,
  })
  return { store, ...render(<Provider store={store}>{part}</Provider>) }
}

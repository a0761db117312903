import type { TranslationFunctions } from "../i18n/i18n-types.ts"

/** Per-route facts (spec §2, §4), declared as each route's static data. */
export interface PageFacts {
  /** Open to visitors; every other page needs a signed-in session. */
  readonly public: boolean
  /** No header menu and no help block. */
  readonly simpleLayout: boolean
  /** The document title, in the current language. */
  readonly title: (LL: TranslationFunctions) => string
  /** The view a multi-step screen opens on. */
  readonly startView?: string
  /** Where a screen goes when it is done. */
  readonly nextPage?: string
}

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    readonly page?: PageFacts
  }
}

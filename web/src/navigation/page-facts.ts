import type { TranslationFunctions } from "../i18n/i18n-types.ts"

/** Kiosk mode is a layout, not a condition spread over the screens; `attract` is the kiosk between customers. */
export type PageLayout = "full" | "simple" | "kiosk" | "attract"

/** Per-route facts (spec §2, §4), declared as each route's static data. */
export interface PageFacts {
  /** Open to visitors; every other page needs a signed-in session. */
  readonly public: boolean
  readonly layout: PageLayout
  /** The document title, in the current language. */
  readonly title: (LL: TranslationFunctions) => string
  /** The other screens' texts do not load with it (docs/decisions/008-messages-and-texts.md). */
  readonly signInTextsOnly?: boolean
  /** A bundle beside the screens' (i18n/screen-texts/text-bundles.ts). */
  readonly ownTexts?: "visitor" | "records" | "statement"
  /** Where a screen goes when it is done: the new-password view goes on to the Dashboard after a forced
   * reset, and back to AccountSettings after a change the customer chose. */
  readonly nextPage?: "/dashboard" | "/account/settings"
}

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    readonly page?: PageFacts
  }
}

/** The one place kiosk mode (config.json) changes how a page is framed: every page but attract is a kiosk's. */
export const layoutOf = (page: PageFacts | undefined, kiosk: boolean): PageLayout =>
  page?.layout === "attract" || !kiosk ? (page?.layout ?? "full") : "kiosk"

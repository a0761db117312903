import type { TranslationFunctions } from "../i18n/i18n-types.ts"

/**
 * How the chrome frames a page. `full`: header with menus, help block, footer. `simple`: a focused task
 * (sign-in, a new password) without the header menus and the help block. `kiosk`: the in-store terminal's
 * touch layout. `attract`: the kiosk's screen between customers. Kiosk mode is a layout, not a condition
 * spread over the screens.
 */
export type PageLayout = "full" | "simple" | "kiosk" | "attract"

/** Per-route facts (spec §2, §4), declared as each route's static data. */
export interface PageFacts {
  /** Open to visitors; every other page needs a signed-in session. */
  readonly public: boolean
  readonly layout: PageLayout
  /** The document title, in the current language. */
  readonly title: (LL: TranslationFunctions) => string
  /**
   * The sign-in page's texts are all it needs: the texts of the other screens (most of them) do not load
   * with it (docs/decisions/008-messages-and-texts.md).
   */
  readonly signInTextsOnly?: boolean
  /**
   * Texts of their own besides the screens' (i18n/screen-texts/text-bundles.ts): the visitor flows'
   * (registration, a forgotten password, quick pay), the charge history's and the usage's, or the
   * accessibility statement's.
   */
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

/**
 * The layout a page shows in: its own, or — when config.json turns kiosk mode on — the kiosk's
 * for every page but the attract screen. The one place kiosk mode changes how a page is framed.
 */
export const layoutOf = (page: PageFacts | undefined, kiosk: boolean): PageLayout => {
  const own = page?.layout ?? "full"
  if (own === "attract") return "attract"
  return kiosk ? "kiosk" : own
}

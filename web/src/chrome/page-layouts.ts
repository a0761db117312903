import type { PageLayout } from "../navigation/page-facts.ts"

/** What the chrome shows around a page of each layout. */
export interface LayoutParts {
  /** The signed-in customer's name, account, due-date line and account menu in the header. */
  readonly accountInHeader: boolean
  readonly helpBlock: boolean
  readonly footer: boolean
  /** The kiosk's always-visible "End session", which wipes everything and returns to the attract screen. */
  readonly endSession: boolean
}

/**
 * The one table of what each layout shows, so a screen says which layout it wants in its route facts
 * and no component asks which page it is on. Kiosk: the terminal has staff beside it and no way out of
 * the portal, so no help block of phone numbers and no footer of outside links. Attract: the kiosk between
 * customers, with nothing of anyone's to end.
 */
export const layoutParts: Readonly<Record<PageLayout, LayoutParts>> = {
  full: { accountInHeader: true, helpBlock: true, footer: true, endSession: false },
  simple: { accountInHeader: false, helpBlock: false, footer: true, endSession: false },
  kiosk: { accountInHeader: true, helpBlock: false, footer: false, endSession: true },
  attract: { accountInHeader: false, helpBlock: false, footer: false, endSession: false },
}

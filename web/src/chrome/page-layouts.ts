import type { PageLayout } from "../navigation/page-facts.ts"
import type { OutsideLinkMode } from "./outside-links/outside-link-mode.ts"

/** What the chrome shows around a page of each layout. */
export interface LayoutParts {
  /** The signed-in customer's name, account, due-date line and account menu in the header. */
  readonly accountInHeader: boolean
  readonly helpBlock: boolean
  readonly footer: boolean
  /** What links out of the portal do: open, or show a code to scan with the customer's phone. */
  readonly outsideLinks: OutsideLinkMode
  /** Text fields bring up the app's own keypad (a terminal has no physical keyboard). */
  readonly onScreenKeypad: boolean
}

/**
 * The one table of what each layout shows, so a screen says which layout it wants in its route facts
 * and no component asks which page it is on. Kiosk: the help block and the footer stay, as a customer at
 * a terminal needs support's number and the terms as much as at home, but no link leaves the portal —
 * each shows its address as a code for the customer's own phone — and fields bring up an on-screen
 * keypad.
 */
export const layoutParts: Readonly<Record<PageLayout, LayoutParts>> = {
  full: { accountInHeader: true, helpBlock: true, footer: true, outsideLinks: "open", onScreenKeypad: false },
  simple: {
    accountInHeader: false,
    helpBlock: false,
    footer: true,
    outsideLinks: "open",
    onScreenKeypad: false,
  },
  kiosk: {
    accountInHeader: true,
    helpBlock: true,
    footer: true,
    outsideLinks: "phone",
    onScreenKeypad: true,
  },
}

/** The kiosk's touch parts (codes to scan, the keypad) have texts of their own, loaded with such a layout. */
export const layoutNeedsTouchTexts = (layout: PageLayout): boolean =>
  layoutParts[layout].outsideLinks === "phone" || layoutParts[layout].onScreenKeypad

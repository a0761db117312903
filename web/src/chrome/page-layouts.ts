import type { PageLayout } from "../navigation/page-facts.ts"
import type { FileHandling } from "../ui/download/file-handling.ts"
import type { OutsideLinkMode } from "./outside-links/outside-link-mode.ts"
import type { RollWidthMm } from "./roll-paper-print.tsx"

/** What the chrome shows around a page of each layout. */
export interface LayoutParts {
  /** The signed-in customer's name, account, due-date line and account menu in the header. */
  readonly accountInHeader: boolean
  readonly helpBlock: boolean
  readonly footer: boolean
  /** What links out of the portal do: open, or show a code to scan with the customer's phone. */
  readonly outsideLinks: OutsideLinkMode
  /** Larger type and no target under 48 × 48 px, for fingers on a terminal's screen. */
  readonly touchSized: boolean
  /** Text fields bring up the app's own keypad (a terminal has no physical keyboard). */
  readonly onScreenKeypad: boolean
  /** What happens to files: saved (and a bill shown in a new tab), or shown in the page to print. */
  readonly files: FileHandling
  /** Printing goes to a receipt printer's roll of this width (mm), not to A4 or Letter paper. */
  readonly printRoll: RollWidthMm | undefined
}

/**
 * The one table of what each layout shows, so a screen says which layout it wants in its route facts
 * and no component asks which page it is on. Kiosk: the help block and the footer stay, as a customer at
 * a terminal needs support's number and the terms as much as at home, but no link leaves the portal —
 * each shows its address as a code for the customer's own phone — fields bring up an on-screen
 * keypad, bills show in the page to print (no tab, no download, no CSV export), and receipts print on the
 * terminal's 80 mm roll.
 */
export const layoutParts: Readonly<Record<PageLayout, LayoutParts>> = {
  full: {
    accountInHeader: true,
    helpBlock: true,
    footer: true,
    outsideLinks: "open",
    touchSized: false,
    onScreenKeypad: false,
    files: "save",
    printRoll: undefined,
  },
  simple: {
    accountInHeader: false,
    helpBlock: false,
    footer: true,
    outsideLinks: "open",
    touchSized: false,
    onScreenKeypad: false,
    files: "save",
    printRoll: undefined,
  },
  kiosk: {
    accountInHeader: true,
    helpBlock: true,
    footer: true,
    outsideLinks: "phone",
    touchSized: true,
    onScreenKeypad: true,
    files: "print",
    printRoll: 80,
  },
}

/** The kiosk's touch parts (codes to scan, the keypad) have texts of their own, loaded with such a layout. */
export const layoutNeedsTouchTexts = (layout: PageLayout): boolean =>
  layoutParts[layout].outsideLinks === "phone" || layoutParts[layout].onScreenKeypad

/** Whether a layout has parts beyond the page's own: only a kiosk's has, so they load apart (page-shell). */
export const hasLayoutExtras = (parts: LayoutParts): boolean =>
  parts.touchSized || parts.onScreenKeypad || parts.files === "print" || parts.printRoll !== undefined

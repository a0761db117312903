import type { PageLayout } from "../navigation/page-facts.ts"
import type { PaymentPageHandling } from "../shared/payment-page-handling.ts"
import type { FileHandling } from "../ui/download/file-handling.ts"
import type { OutsideLinkMode } from "./outside-links/outside-link-mode.ts"

/** What the chrome shows around a page of each layout. */
export interface LayoutParts {
  /** The signed-in customer's name, account, due-date line and account menu in the header. */
  readonly accountInHeader: boolean
  readonly helpBlock: boolean
  readonly footer: boolean
  /** The kiosk's always-visible "End session", which wipes everything and returns to the attract screen. */
  readonly endSession: boolean
  /** What links out of the portal do: open, or show a code to scan with the customer's phone. */
  readonly outsideLinks: OutsideLinkMode
  /** Larger type and no target under 48 × 48 px, for fingers on a terminal's screen. */
  readonly touchSized: boolean
  /** Text fields bring up the app's own keypad (a terminal has no physical keyboard). */
  readonly onScreenKeypad: boolean
  /** What happens to files: saved (and a bill shown in a new tab), or shown in the page to print. */
  readonly files: FileHandling
  /** Printing goes to a receipt printer's roll (the kiosk settings' width), not to A4 or Letter paper. */
  readonly printRoll: boolean
  /** Where the provider's card page opens: left for (a page load), or framed in the page. */
  readonly paymentPage: PaymentPageHandling
}

// One table, so no component asks which page it is on; attract is the kiosk between customers.
const full: LayoutParts = {
  accountInHeader: true,
  helpBlock: true,
  footer: true,
  endSession: false,
  outsideLinks: "open",
  touchSized: false,
  onScreenKeypad: false,
  files: "save",
  printRoll: false,
  paymentPage: "leave",
}

const kiosk: LayoutParts = {
  ...full,
  endSession: true,
  outsideLinks: "phone",
  touchSized: true,
  onScreenKeypad: true,
  files: "print",
  printRoll: true,
  paymentPage: "frame",
}

export const layoutParts: Readonly<Record<PageLayout, LayoutParts>> = {
  full,
  simple: { ...full, accountInHeader: false, helpBlock: false },
  kiosk,
  attract: {
    ...kiosk,
    accountInHeader: false,
    helpBlock: false,
    footer: false,
    endSession: false,
    onScreenKeypad: false,
  },
}

/** Whether a layout has parts beyond the page's own: only a kiosk's has, so they load apart (page-shell). */
export const hasLayoutExtras = (parts: LayoutParts): boolean =>
  parts.touchSized ||
  parts.onScreenKeypad ||
  parts.files === "print" ||
  parts.printRoll ||
  parts.paymentPage === "frame"

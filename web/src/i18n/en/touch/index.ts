import type { BaseTranslation } from "../../i18n-types.js"

/** The kiosk's touch parts: links shown as a code to scan, and the on-screen keypad. */
const en_touch = {
  phoneLinkTitle: "Open on your phone",
  phoneLinkScan: "Scan this code with your phone's camera to open {label} on your phone.",
  phoneLinkAddress: "Or type this address:",
  phoneLinkCode: "QR code of {address}",
  phoneLinkHint: "(shows a code to open on your phone)",
  print: "Print",
  keypadLabel: "On-screen keypad",
  keypadBackspace: "Delete",
  keypadClear: "Clear",
  keypadDone: "Done",
  keypadLetters: "Letters",
  keypadDigits: "Numbers",
  keypadShift: "Capital letters",
  keypadSpace: "Space",
} satisfies BaseTranslation

export default en_touch

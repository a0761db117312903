import type { BaseTranslation } from "../../i18n-types.js"

/** The kiosk's touch parts: links shown as a code to scan, the on-screen keypad, the card page in the page. */
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
  keypadNext: "Next",
  keypadShift: "Capital letters",
  keypadSpace: "Space",
  paymentTitle: "Pay by card",
  paymentIntro:
    "Enter your card on {provider}'s secure payment page below. Your receipt shows here when you're done.",
  paymentFrame: "{provider}'s secure payment page",
  paymentCancel: "Cancel payment",
} satisfies BaseTranslation

export default en_touch

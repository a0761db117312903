import { useAtomValue } from "jotai"
import { kioskSettingsAtom } from "../theme/theme-atoms.ts"
import { PrintableFileDialog } from "../ui/download/printable-file-dialog.tsx"
import { OnScreenKeypad } from "../ui/keypad/on-screen-keypad.tsx"
import type { LayoutParts } from "./page-layouts.ts"
import { PaymentFrameDialog } from "./payment-frame-dialog.tsx"
import { RollPaperPrint } from "./roll-paper-print.tsx"
import { TouchSizes } from "./touch-sizes.tsx"

/** A layout's parts around the page: touch sizes, keypad, printing, the card page in the page. */
export const LayoutExtras = ({ parts }: { readonly parts: LayoutParts }) => {
  const kiosk = useAtomValue(kioskSettingsAtom)
  return (
    <>
      {parts.touchSized ? <TouchSizes /> : null}
      {parts.printRoll ? <RollPaperPrint widthMm={kiosk?.receiptPaperMm ?? 80} /> : null}
      {parts.files === "print" ? <PrintableFileDialog /> : null}
      {parts.onScreenKeypad ? <OnScreenKeypad /> : null}
      {parts.paymentPage === "frame" ? <PaymentFrameDialog /> : null}
    </>
  )
}

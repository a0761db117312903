import findMyBill from "../fr/findMyBill/index.ts"
import kiosk from "../fr/kiosk/index.ts"
import quickpay from "../fr/quickpay/index.ts"
import type { VisitorNamespace } from "./text-bundles.ts"

/** The French texts of the visitor flows: registration, a forgotten password, quick pay — and the in-store kiosk, whose customers are visitors until they sign in (load-texts.ts). */
const visitorTexts = {
  findMyBill,
  kiosk,
  quickpay,
} satisfies { readonly [Namespace in VisitorNamespace]: object }

export default visitorTexts

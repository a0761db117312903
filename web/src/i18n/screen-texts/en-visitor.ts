import findMyBill from "../en/findMyBill/index.ts"
import kiosk from "../en/kiosk/index.ts"
import quickpay from "../en/quickpay/index.ts"
import type { VisitorNamespace } from "./text-bundles.ts"

/** The English texts of the visitor flows: registration, a forgotten password, quick pay — and the in-store kiosk, whose customers are visitors until they sign in (load-texts.ts). */
const visitorTexts = {
  findMyBill,
  kiosk,
  quickpay,
} satisfies { readonly [Namespace in VisitorNamespace]: object }

export default visitorTexts

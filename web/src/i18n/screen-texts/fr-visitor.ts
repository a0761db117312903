import enrollment from "../fr/enrollment/index.ts"
import findMyBill from "../fr/findMyBill/index.ts"
import passwordRecovery from "../fr/passwordRecovery/index.ts"
import quickPayment from "../fr/quickPayment/index.ts"
import type { VisitorNamespace } from "./text-bundles.ts"

/** The French texts of the visitor flows: registration, a forgotten password, quick pay (load-texts.ts). */
const visitorTexts = {
  enrollment,
  findMyBill,
  passwordRecovery,
  quickPayment,
} satisfies { readonly [Namespace in VisitorNamespace]: object }

export default visitorTexts

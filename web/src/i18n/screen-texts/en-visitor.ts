import enrollment from "../en/enrollment/index.ts"
import findMyBill from "../en/findMyBill/index.ts"
import passwordRecovery from "../en/passwordRecovery/index.ts"
import quickPayment from "../en/quickPayment/index.ts"
import type { VisitorNamespace } from "./text-bundles.ts"

/** The English texts of the visitor flows: registration, a forgotten password, quick pay (load-texts.ts). */
const visitorTexts = {
  enrollment,
  findMyBill,
  passwordRecovery,
  quickPayment,
} satisfies { readonly [Namespace in VisitorNamespace]: object }

export default visitorTexts

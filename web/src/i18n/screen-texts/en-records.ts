import chargeHistory from "../en/chargeHistory/index.ts"
import usage from "../en/usage/index.ts"
import type { RecordsNamespace } from "./text-bundles.ts"

/** The English texts of the charge history and the usage (load-texts.ts). */
const recordsTexts = {
  chargeHistory,
  usage,
} satisfies { readonly [Namespace in RecordsNamespace]: object }

export default recordsTexts

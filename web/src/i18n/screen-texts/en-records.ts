import charges from "../en/charges/index.ts"
import consumption from "../en/consumption/index.ts"
import type { RecordsNamespace } from "./text-bundles.ts"

/** The English texts of the charge history and the usage (load-texts.ts). */
const recordsTexts = {
  charges,
  consumption,
} satisfies { readonly [Namespace in RecordsNamespace]: object }

export default recordsTexts

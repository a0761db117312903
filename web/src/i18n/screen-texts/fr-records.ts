import charges from "../fr/charges/index.ts"
import consumption from "../fr/consumption/index.ts"
import type { RecordsNamespace } from "./text-bundles.ts"

/** The French texts of the charge history and the usage (load-texts.ts). */
const recordsTexts = {
  charges,
  consumption,
} satisfies { readonly [Namespace in RecordsNamespace]: object }

export default recordsTexts

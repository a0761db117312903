import accessibility from "../fr/accessibility/index.ts"
import type { StatementNamespace } from "./text-bundles.ts"

/** The French texts of the accessibility statement (load-texts.ts). */
const statementTexts = {
  accessibility,
} satisfies { readonly [Namespace in StatementNamespace]: object }

export default statementTexts

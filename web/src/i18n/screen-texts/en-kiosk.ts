import touch from "../en/touch/index.ts"
import type { KioskNamespace } from "./text-bundles.ts"

/** The English texts of a kiosk's touch parts (load-texts.ts). */
const kioskTexts = {
  touch,
} satisfies { readonly [Namespace in KioskNamespace]: object }

export default kioskTexts

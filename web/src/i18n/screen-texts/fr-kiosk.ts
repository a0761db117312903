import touch from "../fr/touch/index.ts"
import type { KioskNamespace } from "./text-bundles.ts"

/** The French texts of a kiosk's touch parts (load-texts.ts). */
const kioskTexts = {
  touch,
} satisfies { readonly [Namespace in KioskNamespace]: object }

export default kioskTexts

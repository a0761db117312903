import passkeys from "../fr/passkeys/index.ts"
import secondFactor from "../fr/secondFactor/index.ts"
import type { SecurityNamespace } from "./text-bundles.ts"

/** The French texts of passkeys and the e-mailed sign-in code (load-texts.ts). */
const securityTexts = {
  passkeys,
  secondFactor,
} satisfies { readonly [Namespace in SecurityNamespace]: object }

export default securityTexts

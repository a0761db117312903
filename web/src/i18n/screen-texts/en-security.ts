import passkeys from "../en/passkeys/index.ts"
import secondFactor from "../en/secondFactor/index.ts"
import type { SecurityNamespace } from "./text-bundles.ts"

/** The English texts of passkeys and the e-mailed sign-in code (load-texts.ts). */
const securityTexts = {
  passkeys,
  secondFactor,
} satisfies { readonly [Namespace in SecurityNamespace]: object }

export default securityTexts

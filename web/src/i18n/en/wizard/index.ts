import type { BaseTranslation } from "../../i18n-types.js"

const en_wizard = {
  stepOf: "Step {step:number} of {count:number}",
} satisfies BaseTranslation

export default en_wizard

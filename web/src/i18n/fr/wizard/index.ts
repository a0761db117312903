import type { NamespaceWizardTranslation } from "../../i18n-types.js"

const fr_wizard = {
  stepOf: "Étape {step} sur {count}",
} satisfies NamespaceWizardTranslation

export default fr_wizard

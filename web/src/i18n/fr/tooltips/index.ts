import type { NamespaceTooltipsTranslation } from "../../i18n-types.js"

const fr_tooltips = {
  password: "Au moins 8 caractères, dont une minuscule, une majuscule et un chiffre",
} satisfies NamespaceTooltipsTranslation

export default fr_tooltips

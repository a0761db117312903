import type { NamespaceTableTranslation } from "../../i18n-types.js"

const fr_table = {
  details: "Détails",
} satisfies NamespaceTableTranslation

export default fr_table

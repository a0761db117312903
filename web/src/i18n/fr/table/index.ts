import type { NamespaceTableTranslation } from "../../i18n-types.js"

const fr_table = {
  details: "Détails",
  cellLabel: "{header} :",
  searching: "Recherche en cours…",
  showing: "{from} à {to} sur {count}",
} satisfies NamespaceTableTranslation

export default fr_table

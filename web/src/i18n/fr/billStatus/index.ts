import type { NamespaceBillStatusTranslation } from "../../i18n-types.js"

const fr_billStatus = {
  paid: "Payée",
  pastDue: "En retard",
  unpaid: "Impayée",
} satisfies NamespaceBillStatusTranslation

export default fr_billStatus

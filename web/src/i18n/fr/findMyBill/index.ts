import type { NamespaceFindMyBillTranslation } from "../../i18n-types.js"

const fr_findMyBill = {
  accountNumber: "Numéro de compte",
  serviceID: "Identifiant de service",
} satisfies NamespaceFindMyBillTranslation

export default fr_findMyBill

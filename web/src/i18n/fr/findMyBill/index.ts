import type { NamespaceFindMyBillTranslation } from "../../i18n-types.js"

const fr_findMyBill = {
  accountNumber: "Numéro de compte",
  serviceID: "Identifiant de service",
  checkNeeded: "Trop de tentatives. Confirmez que vous n’êtes pas un robot, puis relancez la recherche.",
  tryLater: "Trop de tentatives. Patientez quelques minutes, puis relancez la recherche.",
} satisfies NamespaceFindMyBillTranslation

export default fr_findMyBill

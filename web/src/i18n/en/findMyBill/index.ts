import type { BaseTranslation } from "../../i18n-types.js"

/** The find-my-bill form of quick pay and password reset. */
const en_findMyBill = {
  accountNumber: "Account number",
  serviceID: "Service ID",
} satisfies BaseTranslation

export default en_findMyBill

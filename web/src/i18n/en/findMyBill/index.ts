import type { BaseTranslation } from "../../i18n-types.js"

/** The find-my-bill form of quick pay and password reset. */
const en_findMyBill = {
  accountNumber: "Account number",
  serviceID: "Service ID",
  checkNeeded: "Too many attempts. Confirm that you are not a robot, then search again.",
  tryLater: "Too many attempts. Wait a few minutes, then search again.",
} satisfies BaseTranslation

export default en_findMyBill

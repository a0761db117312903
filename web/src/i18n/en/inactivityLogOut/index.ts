import type { BaseTranslation } from "../../i18n-types.js"

const en_inactivityLogOut = {
  heading: "You have been logged out",
  message: "You were logged out because your session was inactive. Your account information is safe.",
  returnToSignIn: "Return to sign in",
} satisfies BaseTranslation

export default en_inactivityLogOut

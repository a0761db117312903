import type { BaseTranslation } from "../../i18n-types.js"

/** The new-password view: after a temporary password, and the password change from the account settings. */
const en_newPassword = {
  newPasswordHeading: "Choose a new password",
  newPasswordIntro: "For your security, choose a new password before you continue.",
  changeHeading: "Change your password",
  changeIntro: "Enter the password you sign in with now, then choose a new one.",
  cancel: "Cancel",
  currentPassword: "Current password",
  newPasswordField: "New password",
  reenterPassword: "Re-enter new password",
  save: "Save password",
  returnToSignIn: "Return to sign in",
} satisfies BaseTranslation

export default en_newPassword

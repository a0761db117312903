import type { BaseTranslation } from "../../i18n-types.js"

const en_passwordReset = {
  fieldPassword: "At least 8 characters with a lowercase letter, an uppercase letter and a number",
  fieldPasswordMismatch: "Passwords do not match",
  fieldPasswordMustChange: "New password must differ from the current password",
  newPasswordHeading: "Choose a new password",
  newPasswordIntro: "For your security, choose a new password before you continue.",
  currentPassword: "Current password",
  newPassword: "New password",
  reenterPassword: "Re-enter new password",
  save: "Save password",
  returnToSignIn: "Return to sign in",
} satisfies BaseTranslation

export default en_passwordReset

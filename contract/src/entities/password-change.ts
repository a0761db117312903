import { Schema } from "effect"
import { enteredPasswordField, newPasswordField } from "../rules/password.ts"
import { transportedPassword } from "../rules/transport.ts"

/** PUT /me/changepassword; the server adds the theme's requirements with the form's own rule functions. */
export const PasswordChange = Schema.Struct({
  currentPassword: transportedPassword(enteredPasswordField),
  newPassword: transportedPassword(
    newPasswordField(
      { additionalPasswordReqs: false, passwordCharsToMatch: 0 },
      { username: "" },
      "passwordReset.fieldPassword",
    ),
  ),
}).annotate({ identifier: "PasswordChange" })
export type PasswordChange = typeof PasswordChange.Type

import { Schema } from "effect"
import { enteredPasswordField, newPasswordField } from "../rules/password.ts"
import { transportedPassword } from "../rules/transport.ts"

/**
 * PUT /me/changepassword. The server adds the theme's additional requirements and the must-change rule
 * with the same rule functions the form uses.
 */
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

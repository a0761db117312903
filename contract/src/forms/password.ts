import { Schema } from "effect"
import { required } from "../rules/filter.ts"
import {
  enteredPasswordField,
  newPasswordField,
  type PasswordOwner,
  type PasswordPolicy,
} from "../rules/password.ts"

/**
 * The new-password view: current password, new password and its re-entry (spec §5 New password).
 * The new password must meet the policy, match its re-entry and differ from the current one.
 */
export const newPasswordForm = (policy: PasswordPolicy, owner: PasswordOwner) =>
  Schema.Struct({
    currentPassword: enteredPasswordField,
    newPassword: newPasswordField(policy, owner, "passwordReset.fieldPassword"),
    confirmPassword: Schema.String.check(required()),
  }).check(
    Schema.makeFilter(({ currentPassword, newPassword, confirmPassword }) => [
      ...(confirmPassword !== newPassword
        ? [{ path: ["confirmPassword"], issue: "passwordReset.fieldPasswordMismatch" }]
        : []),
      ...(newPassword === currentPassword
        ? [{ path: ["newPassword"], issue: "passwordReset.fieldPasswordMustChange" }]
        : []),
    ]),
  )

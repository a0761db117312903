import { Schema } from "effect"
import { required } from "../rules/filter.ts"
import {
  enteredPasswordField,
  newPasswordField,
  type PasswordOwner,
  type PasswordPolicy,
} from "../rules/password.ts"

/** The new-password view (spec §5): the policy met, the re-entry matching, the current one changed. */
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

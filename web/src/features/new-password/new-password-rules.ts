import { newPasswordForm, type PasswordOwner, type PasswordPolicy } from "@billpath/contract"
import { formRules } from "../../ui/form/contract-rules.ts"

/** The new-password form's rules (spec §5 New password); loaded when the customer starts filling it. */
export const newPasswordRules = (policy: PasswordPolicy, owner: PasswordOwner) =>
  formRules(newPasswordForm(policy, owner))

import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { PasswordField } from "./password-field.tsx"
import type { FieldBinding } from "./use-form.ts"

/** A new password, with the password rules as its hint, then its re-entry (registration, a new password). */
export const NewPasswordFields = ({
  labels,
  password,
  confirm,
}: {
  readonly labels: { readonly password: string; readonly confirm: string }
  readonly password: FieldBinding<string>
  readonly confirm: FieldBinding<string>
}) => {
  const LL = useTranslations()
  return (
    <>
      <PasswordField
        label={labels.password}
        {...password}
        autoComplete="new-password"
        hint={LL.tooltips.password()}
        required
      />
      <PasswordField label={labels.confirm} {...confirm} autoComplete="new-password" required />
    </>
  )
}

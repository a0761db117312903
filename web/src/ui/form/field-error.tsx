import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { AlertIcon } from "../alerts/alert-icon.tsx"

/** A field's error as every field shows it (spec §8): the error icon, then the message. */
export const FieldErrorContent = ({ error }: { readonly error: string | undefined }) => {
  const LL = useTranslations()
  return (
    <>
      <AlertIcon tone="error" label={LL.validation.errorIcon()} />
      <span>{error}</span>
    </>
  )
}

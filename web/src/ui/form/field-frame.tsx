import { FieldErrorText, FieldHelperText, FieldLabel, FieldRoot } from "@ark-ui/react/field"
import type { ReactNode } from "react"
import { field } from "../../../styled-system/recipes"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { AlertIcon } from "../alerts/alert-icon.tsx"

export interface FieldFrameProps {
  /** The field's label; left out when the control labels itself (a checkbox's text). */
  readonly label?: ReactNode
  /** The field's error, already in the customer's language; shown under the field with an icon. */
  readonly error?: string | undefined
  readonly hint?: ReactNode
  readonly required?: boolean
  readonly children: ReactNode
}

/**
 * Label, control, hint and error of one field (spec §8: errors under each field with an icon). Ark's
 * Field gives the control its label, `aria-invalid` and `aria-describedby` naming the hint and the
 * error, so a screen reader reads them with the control.
 */
export const FieldFrame = ({ label, error, hint, required = false, children }: FieldFrameProps) => {
  const LL = useTranslations()
  const classes = field()
  return (
    <FieldRoot invalid={error !== undefined} required={required} className={classes.root}>
      {label === undefined ? null : <FieldLabel className={classes.label}>{label}</FieldLabel>}
      {children}
      {hint === undefined ? null : <FieldHelperText className={classes.hint}>{hint}</FieldHelperText>}
      <FieldErrorText className={classes.error}>
        <AlertIcon tone="error" label={LL.validation.errorIcon()} />
        <span>{error}</span>
      </FieldErrorText>
    </FieldRoot>
  )
}

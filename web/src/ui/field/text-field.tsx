// Named parts rather than the Field namespace, so the parts we do not use (the textarea's auto-resize) stay out.
import { FieldErrorText, FieldHelperText, FieldInput, FieldLabel, FieldRoot } from "@ark-ui/react/field"
import type { ReactNode } from "react"
import { field } from "../../../styled-system/recipes"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { AlertIcon } from "../alerts/alert-icon.tsx"

export interface TextFieldProps {
  readonly label: string
  readonly name: string
  readonly value: string
  readonly onChange: (value: string) => void
  /** The field's error, already in the customer's language; shown under the field with an icon. */
  readonly error?: string | undefined
  readonly type?: "text" | "password" | "email"
  readonly autoComplete?: string
  readonly maxLength?: number
  readonly required?: boolean
  readonly hint?: ReactNode
}

/** A labelled input with its error under it (spec §8), wired for screen readers by Ark's Field. */
export const TextField = ({
  label,
  name,
  value,
  onChange,
  error,
  type = "text",
  autoComplete,
  maxLength,
  required = false,
  hint,
}: TextFieldProps) => {
  const LL = useTranslations()
  const classes = field()
  return (
    <FieldRoot invalid={error !== undefined} required={required} className={classes.root}>
      <FieldLabel className={classes.label}>{label}</FieldLabel>
      <FieldInput
        className={classes.input}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        {...(autoComplete === undefined ? {} : { autoComplete })}
        {...(maxLength === undefined ? {} : { maxLength })}
      />
      {hint === undefined ? null : <FieldHelperText className={classes.hint}>{hint}</FieldHelperText>}
      <FieldErrorText className={classes.error}>
        <AlertIcon tone="error" label={LL.validation.errorIcon()} />
        <span>{error}</span>
      </FieldErrorText>
    </FieldRoot>
  )
}

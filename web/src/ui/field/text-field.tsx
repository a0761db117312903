import { FieldInput } from "@ark-ui/react/field"
import type { ReactNode } from "react"
import { field } from "../../../styled-system/recipes"
import { FieldFrame } from "../form/field-frame.tsx"

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

/**
 * The first text field's API, kept for screens written against it. New screens use the form parts of
 * `ui/form/` (TextField, PasswordField …), which take their maximum length from the contract's limits.
 */
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
}: TextFieldProps) => (
  <FieldFrame label={label} error={error} hint={hint} required={required}>
    <FieldInput
      className={field().input}
      name={name}
      type={type}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...(autoComplete === undefined ? {} : { autoComplete })}
      {...(maxLength === undefined ? {} : { maxLength })}
    />
  </FieldFrame>
)

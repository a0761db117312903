import type { LimitedField } from "@billpath/contract/rules"
import type { ReactNode } from "react"
import { field } from "../../../styled-system/recipes"
import { FieldFrame } from "./field-frame.tsx"
import { FieldInput } from "./field-input.tsx"
import { maxLengthOf } from "./max-length.ts"

export interface TextFieldProps {
  readonly label: string
  readonly name: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly error?: string | undefined
  /** "password" hides what is typed without a show/hide toggle; PasswordField has one. */
  readonly type?: "text" | "email" | "tel" | "password"
  readonly autoComplete?: string
  readonly inputMode?: "text" | "numeric" | "decimal" | "email"
  /** "characters" for an identifier typed in capitals (a service ID): phones' keyboards start in capitals. */
  readonly autoCapitalize?: "characters"
  /** The contract's limit (spec §9) that sets the field's maximum length. */
  readonly limit?: LimitedField
  readonly required?: boolean
  readonly hint?: ReactNode
  /** Beside the field, not read with it: a help link (FieldFrame's `aside`). */
  readonly aside?: ReactNode
  /** Takes the focus when it shows (a field the customer is sent back to). */
  readonly autoFocus?: boolean
  /** Focus arrived (a masked value on file clears itself then). */
  readonly onFocus?: () => void
  /** Focus left (a form that judges a field as soon as it is filled in). */
  readonly onBlur?: () => void
}

/** A labelled text input with its hint and error under it. */
export const TextField = ({
  label,
  error,
  hint,
  aside,
  required = false,
  limit,
  onChange,
  type = "text",
  ...input
}: TextFieldProps) => (
  <FieldFrame label={label} error={error} hint={hint} aside={aside} required={required}>
    <FieldInput
      className={field().input}
      type={type}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...input}
      {...maxLengthOf(limit)}
    />
  </FieldFrame>
)

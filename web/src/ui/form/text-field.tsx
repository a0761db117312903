import { FieldInput } from "@ark-ui/react/field"
import type { LimitedField } from "@billpath/contract/light"
import type { ReactNode } from "react"
import { field } from "../../../styled-system/recipes"
import { FieldFrame } from "./field-frame.tsx"
import { maxLengthOf } from "./max-length.ts"

export interface TextFieldProps {
  readonly label: string
  readonly name: string
  readonly value: string
  readonly onChange: (value: string) => void
  /** The field's error, already in the customer's language; shown under the field with an icon. */
  readonly error?: string | undefined
  readonly type?: "text" | "email" | "tel"
  readonly autoComplete?: string
  readonly inputMode?: "text" | "numeric" | "decimal" | "email"
  /** The contract's limit (spec §9) that sets the field's maximum length. */
  readonly limit?: LimitedField
  readonly required?: boolean
  readonly hint?: ReactNode
  /** From the form hook: the input takes the focus when it is the first invalid field. */
  readonly controlRef?: (element: HTMLElement | null) => void
}

/** A labelled text input with its hint and error under it. */
export const TextField = ({
  label,
  name,
  value,
  onChange,
  error,
  type = "text",
  autoComplete,
  inputMode,
  limit,
  required = false,
  hint,
  controlRef,
}: TextFieldProps) => (
  <FieldFrame label={label} error={error} hint={hint} required={required}>
    <FieldInput
      ref={controlRef}
      className={field().input}
      name={name}
      type={type}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...(autoComplete === undefined ? {} : { autoComplete })}
      {...(inputMode === undefined ? {} : { inputMode })}
      {...maxLengthOf(limit)}
    />
  </FieldFrame>
)

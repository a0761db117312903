import {
  CheckboxControl,
  CheckboxHiddenInput,
  CheckboxIndicator,
  CheckboxLabel,
  CheckboxRoot,
} from "@ark-ui/react/checkbox"
import type { ReactNode } from "react"
import { choice } from "../../../styled-system/recipes"
import { FieldFrame, useFieldWiring } from "./field-frame.tsx"

export interface CheckboxFieldProps {
  /** The box's own text (the terms, the opt-in): it is the label. */
  readonly label: ReactNode
  readonly name: string
  readonly value: boolean
  readonly onChange: (value: boolean) => void
  readonly error?: string | undefined
  readonly required?: boolean
  readonly hint?: ReactNode
}

/** On FieldFrame rather than Ark's Field, which gives a checkbox its hint but not its error. */
export const CheckboxField = ({ error, required = false, hint, ...box }: CheckboxFieldProps) => (
  <FieldFrame error={error} hint={hint} required={required}>
    <WiredCheckbox {...box} required={required} />
  </FieldFrame>
)

const WiredCheckbox = ({
  label,
  name,
  value,
  onChange,
  required,
}: Omit<CheckboxFieldProps, "error" | "hint"> & { readonly required: boolean }) => {
  const classes = choice()
  const wiring = useFieldWiring()
  const invalid = wiring?.invalid === true
  return (
    <CheckboxRoot
      className={classes.root}
      name={name}
      checked={value}
      invalid={invalid}
      required={required}
      onCheckedChange={({ checked }) => onChange(checked === true)}
    >
      <CheckboxControl className={classes.box}>
        <CheckboxIndicator className={classes.mark}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" fill="currentColor" />
          </svg>
        </CheckboxIndicator>
      </CheckboxControl>
      <CheckboxLabel className={classes.text}>{label}</CheckboxLabel>
      {/* The hidden input is what has the focus and the checkbox role for assistive technology. */}
      <CheckboxHiddenInput aria-describedby={wiring?.describedBy} aria-invalid={invalid ? true : undefined} />
    </CheckboxRoot>
  )
}

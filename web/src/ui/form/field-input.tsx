import type { InputHTMLAttributes } from "react"
import { useFieldWiring } from "./field-frame.tsx"

/** What ties a control to the FieldFrame around it: its label, hint, error and required state. */
export const useWiredAttributes = () => {
  const wiring = useFieldWiring()
  if (wiring === undefined) return {}
  return {
    id: wiring.id,
    "aria-describedby": wiring.describedBy,
    "aria-invalid": wiring.invalid ? true : undefined,
    "data-invalid": wiring.invalid ? "" : undefined,
    required: wiring.required,
  }
}

export const FieldInput = (props: Omit<InputHTMLAttributes<HTMLInputElement>, "id">) => (
  <input {...props} {...useWiredAttributes()} />
)

import type { InputHTMLAttributes } from "react"
import { useFieldWiring } from "./field-frame.tsx"

/** A native input wired to the FieldFrame around it: its label, hint, error and required state. */
export const FieldInput = (props: Omit<InputHTMLAttributes<HTMLInputElement>, "id">) => {
  const wiring = useFieldWiring()
  if (wiring === undefined) return <input {...props} />
  return (
    <input
      {...props}
      id={wiring.id}
      aria-describedby={wiring.describedBy}
      aria-invalid={wiring.invalid ? true : undefined}
      data-invalid={wiring.invalid ? "" : undefined}
      required={wiring.required}
    />
  )
}

import { FieldErrorText, FieldHelperText, FieldLabel, FieldRoot } from "@ark-ui/react/field"
import { field } from "../../../styled-system/recipes"
import { FieldErrorContent } from "./field-error.tsx"
import type { FieldFrameProps } from "./field-frame.tsx"

/**
 * FieldFrame for Ark's own controls (select, checkbox): they take their ids, `aria-describedby`,
 * invalid and required state from Ark's Field around them. Native inputs use the lighter FieldFrame,
 * which looks the same; this one loads with the screens that have such controls.
 */
export const ArkFieldFrame = ({ label, error, hint, required = false, children }: FieldFrameProps) => {
  const classes = field()
  return (
    <FieldRoot invalid={error !== undefined} required={required} className={classes.root}>
      {label === undefined ? null : <FieldLabel className={classes.label}>{label}</FieldLabel>}
      {children}
      {hint === undefined ? null : <FieldHelperText className={classes.hint}>{hint}</FieldHelperText>}
      <FieldErrorText className={classes.error}>
        <FieldErrorContent error={error} />
      </FieldErrorText>
    </FieldRoot>
  )
}

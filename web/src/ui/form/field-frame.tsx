import { createContext, type ReactNode, useContext, useId } from "react"
import { field } from "../../../styled-system/recipes"
import { FieldErrorContent } from "./field-error.tsx"

export interface FieldFrameProps {
  /** The field's label; left out when the control labels itself (a checkbox's text). */
  readonly label?: ReactNode
  /** The field's error, already in the customer's language; shown under the field with an icon. */
  readonly error?: string | undefined
  readonly hint?: ReactNode
  /** Beside the field but not read with it; a help link names the field's label as its description. */
  readonly aside?: ReactNode
  readonly required?: boolean
  readonly children: ReactNode
}

/** What a field's input needs from its frame to be read with its label, hint and error. */
export interface FieldWiring {
  readonly id: string
  readonly describedBy: string | undefined
  readonly invalid: boolean
  readonly required: boolean
}

const FieldWiringContext = createContext<FieldWiring | undefined>(undefined)

/** The id of the label of the field whose wiring has this id. */
export const fieldLabelId = (fieldId: string): string => `${fieldId}-label`

/** The wiring of the frame around an input; undefined outside one. */
export const useFieldWiring = (): FieldWiring | undefined => useContext(FieldWiringContext)

// Spec §8: errors under each field with an icon. By hand rather than Ark's Field, whose machinery would weigh
// on the sign-in page for these few attributes.
export const FieldFrame = ({ label, error, hint, aside, required = false, children }: FieldFrameProps) => {
  const id = useId()
  const classes = field()
  const invalid = error !== undefined
  // A rule that is both the hint and the error (a new password's) is said once: the error takes its place.
  const hintShown = hint !== undefined && !(invalid && hint === error)
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const described = [hintShown ? hintId : undefined, invalid ? errorId : undefined].filter(
    (part) => part !== undefined,
  )
  const wiring: FieldWiring = {
    id,
    describedBy: described.length === 0 ? undefined : described.join(" "),
    invalid,
    required,
  }
  return (
    <div className={classes.root} data-invalid={invalid ? "" : undefined}>
      {label === undefined ? null : (
        <label htmlFor={id} id={fieldLabelId(id)} className={classes.label}>
          {label}
        </label>
      )}
      <FieldWiringContext.Provider value={wiring}>
        {children}
        {hintShown ? (
          <span id={hintId} className={classes.hint}>
            {hint}
          </span>
        ) : null}
        {invalid ? (
          <span id={errorId} className={classes.error} aria-live="polite">
            <FieldErrorContent error={error} />
          </span>
        ) : null}
        {aside}
      </FieldWiringContext.Provider>
    </div>
  )
}

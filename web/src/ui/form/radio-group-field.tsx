import { type ReactNode, useId } from "react"
import { css, cx } from "../../../styled-system/css"
import { choice, field } from "../../../styled-system/recipes"
import { FieldErrorContent } from "./field-error.tsx"

export interface RadioOption {
  readonly value: string
  readonly label: ReactNode
  readonly disabled?: boolean
}

export interface RadioGroupFieldProps {
  readonly label: ReactNode
  readonly name: string
  /** The chosen option's value; "" while none is chosen. */
  readonly value: string
  readonly onChange: (value: string) => void
  readonly options: ReadonlyArray<RadioOption>
  readonly error?: string | undefined
  readonly hint?: ReactNode
}

// The browser's own radio, drawn as the theme's dot: `appearance: none` keeps its keyboard and its name.
const dotClass = css({ appearance: "none", m: "0", cursor: "pointer" })
const groupClass = css({ border: "none", p: "0", m: "0", minWidth: "0" })

// The browser's own radios: Tab and the arrows work with no script to load before the first screen (the
// profile's languages are on the account settings' first view). Hint and error are read with each option.
export const RadioGroupField = ({
  label,
  name,
  value,
  onChange,
  options,
  error,
  hint,
}: RadioGroupFieldProps) => {
  const id = useId()
  const classes = choice()
  const fieldClasses = field()
  const described = [hint === undefined ? [] : [`${id}-hint`], error === undefined ? [] : [`${id}-error`]]
    .flat()
    .join(" ")
  return (
    <fieldset className={cx(fieldClasses.root, groupClass)}>
      <legend className={fieldClasses.label}>{label}</legend>
      {options.map((option) => (
        <label key={option.value} className={classes.root}>
          <input
            type="radio"
            className={cx(classes.dot, dotClass)}
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
            disabled={option.disabled === true}
            // The form hook focuses the first invalid control: a group's first option.
            aria-invalid={error === undefined ? undefined : true}
            aria-describedby={described === "" ? undefined : described}
          />
          <span className={classes.text}>{option.label}</span>
        </label>
      ))}
      {hint === undefined ? null : (
        <span id={`${id}-hint`} className={fieldClasses.hint}>
          {hint}
        </span>
      )}
      {error === undefined ? null : (
        <span id={`${id}-error`} className={fieldClasses.error}>
          <FieldErrorContent error={error} />
        </span>
      )}
    </fieldset>
  )
}

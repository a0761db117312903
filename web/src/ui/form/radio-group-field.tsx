import {
  RadioGroupItem,
  RadioGroupItemControl,
  RadioGroupItemHiddenInput,
  RadioGroupItemText,
  RadioGroupLabel,
  RadioGroupRoot,
} from "@ark-ui/react/radio-group"
import { type ReactNode, useId } from "react"
import { choice, field } from "../../../styled-system/recipes"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { AlertIcon } from "../alerts/alert-icon.tsx"

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

/**
 * A labelled group of radio buttons: Tab enters the group on the chosen one, the arrows move and
 * choose. Ark's Field wires one control, so the group names its hint and error itself.
 */
export const RadioGroupField = ({
  label,
  name,
  value,
  onChange,
  options,
  error,
  hint,
}: RadioGroupFieldProps) => {
  const LL = useTranslations()
  const id = useId()
  const classes = choice()
  const fieldClasses = field()
  const described = [hint === undefined ? [] : [`${id}-hint`], error === undefined ? [] : [`${id}-error`]]
    .flat()
    .join(" ")
  return (
    <RadioGroupRoot
      className={fieldClasses.root}
      name={name}
      value={value === "" ? null : value}
      onValueChange={(details) => onChange(details.value ?? "")}
      // Marks each option's input aria-invalid, so the form hook can focus the group's first one.
      invalid={error !== undefined}
      aria-describedby={described === "" ? undefined : described}
    >
      <RadioGroupLabel className={fieldClasses.label}>{label}</RadioGroupLabel>
      {options.map((option) => (
        <RadioGroupItem
          key={option.value}
          value={option.value}
          className={classes.root}
          {...(option.disabled === true ? { disabled: true } : {})}
        >
          <RadioGroupItemControl className={classes.dot} />
          <RadioGroupItemText className={classes.text}>{option.label}</RadioGroupItemText>
          <RadioGroupItemHiddenInput />
        </RadioGroupItem>
      ))}
      {hint === undefined ? null : (
        <span id={`${id}-hint`} className={fieldClasses.hint}>
          {hint}
        </span>
      )}
      {error === undefined ? null : (
        <span id={`${id}-error`} className={fieldClasses.error}>
          <AlertIcon tone="error" label={LL.validation.errorIcon()} />
          <span>{error}</span>
        </span>
      )}
    </RadioGroupRoot>
  )
}

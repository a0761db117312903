import { Portal } from "@ark-ui/react/portal"
import {
  createListCollection,
  SelectContent,
  SelectControl,
  SelectHiddenSelect,
  SelectIndicator,
  SelectItem,
  SelectItemIndicator,
  SelectItemText,
  SelectPositioner,
  SelectRoot,
  SelectTrigger,
  SelectValueText,
} from "@ark-ui/react/select"
import { type ReactNode, useMemo } from "react"
import { field, menu, select } from "../../../styled-system/recipes"
import { ChevronIcon } from "../menu/chevron-icon.tsx"
import { ArkFieldFrame } from "./ark-field-frame.tsx"

export interface SelectOption {
  readonly value: string
  readonly label: string
  readonly disabled?: boolean
}

export interface SelectFieldProps {
  readonly label: string
  readonly name: string
  /** The chosen option's value; "" while none is chosen. */
  readonly value: string
  readonly onChange: (value: string) => void
  readonly options: ReadonlyArray<SelectOption>
  /** What the button says while nothing is chosen ("Choose a question"). */
  readonly placeholder: string
  readonly error?: string | undefined
  readonly required?: boolean
  readonly hint?: ReactNode
}

/**
 * A drop-down choice on Ark's Select (a listbox button): Enter, Space or the arrows open it, typing a
 * letter jumps to an option, Escape closes it. A hidden native select carries the value in the form.
 */
export const SelectField = ({
  label,
  name,
  value,
  onChange,
  options,
  placeholder,
  error,
  required = false,
  hint,
}: SelectFieldProps) => {
  const classes = select()
  // The floating list looks and behaves like the menus' (highlighted item, indicator).
  const list = menu()
  const collection = useMemo(
    () =>
      createListCollection({
        items: [...options],
        itemToString: (option) => option.label,
        itemToValue: (option) => option.value,
        isItemDisabled: (option) => option.disabled === true,
      }),
    [options],
  )
  return (
    <ArkFieldFrame label={label} error={error} hint={hint} required={required}>
      <SelectRoot
        className={classes.root}
        collection={collection}
        name={name}
        value={value === "" ? [] : [value]}
        onValueChange={(details) => onChange(details.value[0] ?? "")}
        positioning={{ sameWidth: true }}
      >
        <SelectControl>
          <SelectTrigger className={`${field().input} ${classes.trigger}`}>
            <SelectValueText placeholder={placeholder} />
            <SelectIndicator className={classes.indicator}>
              <ChevronIcon />
            </SelectIndicator>
          </SelectTrigger>
        </SelectControl>
        <Portal>
          <SelectPositioner className={list.positioner}>
            <SelectContent className={list.content}>
              {collection.items.map((option) => (
                <SelectItem key={option.value} item={option} className={list.item}>
                  <SelectItemText>{option.label}</SelectItemText>
                  <SelectItemIndicator className={list.itemIndicator}>✓</SelectItemIndicator>
                </SelectItem>
              ))}
            </SelectContent>
          </SelectPositioner>
        </Portal>
        <SelectHiddenSelect />
      </SelectRoot>
    </ArkFieldFrame>
  )
}

import { css } from "../../../styled-system/css"
import { field } from "../../../styled-system/recipes"
import { ChevronIcon } from "../menu/chevron-icon.tsx"
import { FieldFrame, useFieldWiring } from "./field-frame.tsx"

export interface NativeSelectOption {
  readonly value: string
  readonly label: string
}

export interface NativeSelectFieldProps {
  readonly label: string
  readonly name: string
  /** The chosen option's value; "" while none is chosen. */
  readonly value: string
  readonly onChange: (value: string) => void
  readonly options: ReadonlyArray<NativeSelectOption>
  /** The first, empty option's text while nothing is chosen ("Choose a question"). */
  readonly placeholder: string
  /** The empty option is a choice of its own ("All services"), offered even once another is chosen. */
  readonly placeholderSelectable?: boolean
  readonly error?: string | undefined
  readonly required?: boolean
}

const selectClass = css({
  appearance: "none",
  width: "100%",
  paddingInlineEnd: "10",
  cursor: "pointer",
  textOverflow: "ellipsis",
})
const chevronClass = css({
  position: "absolute",
  insetInlineEnd: "3",
  top: "50%",
  transform: "translateY(-50%)",
  pointerEvents: "none",
  display: "inline-flex",
})

const Select = ({
  name,
  value,
  onChange,
  options,
  placeholder,
  placeholderSelectable = false,
}: Omit<NativeSelectFieldProps, "label">) => {
  const wiring = useFieldWiring()
  return (
    <div className={css({ position: "relative" })}>
      <select
        className={`${field().input} ${selectClass}`}
        name={name}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        id={wiring?.id}
        aria-describedby={wiring?.describedBy}
        aria-invalid={wiring?.invalid === true ? true : undefined}
        data-invalid={wiring?.invalid === true ? "" : undefined}
        required={wiring?.required}
      >
        {value === "" || placeholderSelectable ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <span className={chevronClass}>
        <ChevronIcon />
      </span>
    </div>
  )
}

/** The browser's own select (phone picker, type-ahead, every screen reader) at a fraction of Ark Select's code. */
export const NativeSelectField = ({ label, error, required = false, ...select }: NativeSelectFieldProps) => (
  <FieldFrame label={label} error={error} required={required}>
    <Select {...select} />
  </FieldFrame>
)

import { type ReactNode, useState } from "react"
import { field } from "../../../styled-system/recipes"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { FieldFrame } from "./field-frame.tsx"
import { FieldInput } from "./field-input.tsx"
import { maxLengthOf } from "./max-length.ts"

export interface PasswordFieldProps {
  readonly label: string
  readonly name: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly error?: string | undefined
  readonly autoComplete: "current-password" | "new-password"
  readonly required?: boolean
  readonly hint?: ReactNode
}

// An eye; struck through while the password shows, so the picture matches the pressed state.
const eye = "M12 5C6 5 2 12 2 12s4 7 10 7 10-7 10-7-4-7-10-7zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8z"

// The toggle keeps one name and says its state with `aria-pressed`, as a toggle button should; it comes after
// the input, so Tab from the username still lands on the password.
export const PasswordField = ({
  label,
  name,
  value,
  onChange,
  error,
  autoComplete,
  required = false,
  hint,
}: PasswordFieldProps) => {
  const LL = useTranslations()
  const [shown, setShown] = useState(false)
  const classes = field()
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required}>
      <div className={classes.control}>
        <FieldInput
          className={classes.input}
          name={name}
          type={shown ? "text" : "password"}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          autoComplete={autoComplete}
          // What is typed is a password, shown or not: no spelling fixes, no capitals added.
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...maxLengthOf("password")}
        />
        <button
          type="button"
          className={classes.toggle}
          aria-pressed={shown}
          aria-label={LL.form.showPassword()}
          onClick={() => setShown((current) => !current)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d={eye} fill="currentColor" />
            {shown ? <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" /> : null}
          </svg>
        </button>
      </div>
    </FieldFrame>
  )
}

import { button } from "../../../styled-system/recipes"

/** A form's full-width submit, held while the form is busy and saying then what it is doing. */
export const SubmitButton = ({
  busy,
  label,
  busyLabel = label,
}: {
  readonly busy: boolean
  readonly label: string
  readonly busyLabel?: string
}) => (
  <button type="submit" className={button({ fullWidth: true })} disabled={busy}>
    {busy ? busyLabel : label}
  </button>
)

import { button } from "../../../styled-system/recipes"

/**
 * The submit button of a form behind the robot check: held while the form is busy or the check has not
 * passed, and says so to a screen reader too.
 */
export const GatedSubmit = ({
  busy,
  robotBlocked,
  label,
  busyLabel,
}: {
  readonly busy: boolean
  readonly robotBlocked: boolean
  readonly label: string
  readonly busyLabel: string
}) => {
  const blocked = busy || robotBlocked
  return (
    <button type="submit" className={button({ fullWidth: true })} disabled={blocked} aria-disabled={blocked}>
      {busy ? busyLabel : label}
    </button>
  )
}

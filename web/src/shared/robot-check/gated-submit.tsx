import { button } from "../../../styled-system/recipes"

/** Held while busy or before the check passes, and says so to a screen reader too. */
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

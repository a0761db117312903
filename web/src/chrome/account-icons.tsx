import { css } from "../../styled-system/css"
import { LineIcon } from "../ui/icons/line-icon.tsx"

const iconClass = css({ flexShrink: 0 })

/** The account menu button's face: three bars, and the word "Menu" where there is room. */
export const AccountMenuFace = ({ label }: { readonly label: string }) => (
  <>
    <LineIcon className={iconClass} size={18} viewBox={20} strokeWidth={1.8} d="M3 5h14M3 10h14M3 15h14" />
    {/* Narrow screens show the icon alone; the name stays the same. */}
    <span className={css({ display: { base: "none", sm: "inline" } })}>{label}</span>
  </>
)

export const SignOutIcon = () => (
  <LineIcon
    className={iconClass}
    size={18}
    viewBox={20}
    d="M8 3H4.5A1.5 1.5 0 0 0 3 4.5v11A1.5 1.5 0 0 0 4.5 17H8M13 6l4 4-4 4M17 10H8"
  />
)

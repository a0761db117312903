import { css } from "../../styled-system/css"

const iconClass = css({ flexShrink: 0 })

/** The account menu button's face: three bars, and the word "Menu" where there is room. */
export const AccountMenuFace = ({ label }: { readonly label: string }) => (
  <>
    <MenuIcon />
    {/* Narrow screens show the icon alone; the name stays the same. */}
    <span className={css({ display: { base: "none", sm: "inline" } })}>{label}</span>
  </>
)

const MenuIcon = () => (
  <svg className={iconClass} width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path
      d="M3 5h14M3 10h14M3 15h14"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
    />
  </svg>
)

export const SignOutIcon = () => (
  <svg className={iconClass} width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path
      d="M8 3H4.5A1.5 1.5 0 0 0 3 4.5v11A1.5 1.5 0 0 0 4.5 17H8M13 6l4 4-4 4M17 10H8"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
)

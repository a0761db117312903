import { css } from "../../styled-system/css"
import { useTranslations } from "../i18n/i18n-atoms.ts"
import { MenuContent, MenuItem, MenuRoot, MenuSeparator, MenuTrigger } from "../ui/menu/menu.tsx"
import { useAccountLinks, useSignOut } from "./account-links.ts"

const signOutValue = "sign-out"

/**
 * The header's account menu (spec §2): Overview, Billing, Usage (unless hideUsage), Charge history,
 * Account settings, and Sign out. The pages are links (Enter follows them); Sign out ends the session
 * and goes Home.
 */
export const AccountMenu = () => {
  const LL = useTranslations()
  const links = useAccountLinks()
  const signOut = useSignOut()
  return (
    <MenuRoot
      onSelect={(details) => {
        if (details.value === signOutValue) void signOut()
      }}
    >
      {/* Narrow screens show the icon alone; the name stays the same. */}
      <MenuTrigger aria-label={LL.header.menu()}>
        <MenuIcon />
        <span className={css({ display: { base: "none", sm: "inline" } })}>{LL.header.menu()}</span>
      </MenuTrigger>
      <MenuContent>
        {links.map((link) => (
          <MenuItem key={link.page} value={link.page} asChild>
            <a href={link.href} onClick={link.onClick} aria-current={link.current ? "page" : undefined}>
              {link.label}
            </a>
          </MenuItem>
        ))}
        <MenuSeparator />
        <MenuItem value={signOutValue}>
          <SignOutIcon />
          {LL.menu.signOut()}
        </MenuItem>
      </MenuContent>
    </MenuRoot>
  )
}

const iconClass = css({ flexShrink: 0 })

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

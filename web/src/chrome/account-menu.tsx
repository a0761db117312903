import { useTranslations } from "../i18n/i18n-atoms.ts"
import { MenuContent, MenuItem, MenuRoot, MenuSeparator, MenuTrigger } from "../ui/menu/menu.tsx"
import { AccountMenuFace, SignOutIcon } from "./account-icons.tsx"
import { useAccountLinks, useSignOut } from "./account-links.ts"

const signOutValue = "sign-out"

/**
 * The header's account menu (spec §2): Overview, Billing, Usage (unless hideUsage), Charge history,
 * Account settings, and Sign out. The pages are links (Enter follows them); Sign out ends the session and
 * goes Home. Only signed-in pages show it, so it loads with them (header.tsx), never with the sign-in page.
 */
const AccountMenu = () => {
  const LL = useTranslations()
  const links = useAccountLinks()
  const signOut = useSignOut()
  return (
    <MenuRoot
      onSelect={(details) => {
        if (details.value === signOutValue) void signOut()
      }}
    >
      <MenuTrigger aria-label={LL.header.menu()}>
        <AccountMenuFace label={LL.header.menu()} />
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

export default AccountMenu

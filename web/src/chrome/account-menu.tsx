import { useTranslations } from "../i18n/i18n-atoms.ts"
import type { MenuHandOver } from "../ui/menu/deferred-menu.tsx"
import { MenuContent, MenuItem, MenuRoot, MenuSeparator, MenuTrigger } from "../ui/menu/menu.tsx"
import { AccountMenuFace, SignOutIcon } from "./account-icons.tsx"
import { useAccountLinks, useSignOut } from "./account-links.ts"

const signOutValue = "sign-out"

// Spec §2; its code (Ark's menu and positioning) loads when the customer reaches for it (header.tsx).
const AccountMenu = (handOver: MenuHandOver) => {
  const LL = useTranslations()
  const links = useAccountLinks()
  const signOut = useSignOut()
  return (
    <MenuRoot
      handOver={handOver}
      itemValues={[...links.map((link) => link.page), signOutValue]}
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

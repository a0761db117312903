import { lazy } from "react"
import { useTranslations } from "../i18n/i18n-atoms.ts"
import { DeferredMenu } from "../ui/menu/deferred-menu.tsx"
import { AccountMenuFace } from "./account-icons.tsx"

const AccountMenuList = lazy(() => import("./account-menu-list.tsx"))

/**
 * The header's account menu (spec §2): Overview, Billing, Usage (unless hideUsage), Charge history,
 * Account settings, and Sign out. Its menu code loads when the customer reaches for it.
 */
export const AccountMenu = () => {
  const LL = useTranslations()
  return (
    <DeferredMenu menu={AccountMenuList} label={LL.header.menu()}>
      <AccountMenuFace label={LL.header.menu()} />
    </DeferredMenu>
  )
}

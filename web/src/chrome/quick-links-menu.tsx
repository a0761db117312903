import { Link, linkOptions } from "@tanstack/react-router"
import { useAtomValue } from "jotai"
import { useId } from "react"
import { css } from "../../styled-system/css"
import { card } from "../../styled-system/recipes"
import { accountAtom } from "../api/portal-atoms.ts"
import { useTranslations } from "../i18n/i18n-atoms.ts"
import { usePageParams } from "../navigation/page-params.ts"
import { themeSettingsAtom } from "../theme/theme-atoms.ts"
import { column } from "../ui/layout/column.ts"

const itemClass = css({
  display: "flex",
  alignItems: "center",
  gap: "2",
  width: "100%",
  minHeight: "44px",
  paddingInline: "2",
  borderRadius: "control",
  fontSize: "md",
  fontWeight: "600",
  textAlign: "start",
  textUnderlineOffset: "3px",
  _hover: { bg: "bg.canvas", textDecorationThickness: "2px" },
  "&[aria-current=page]": { color: "fg.default", textDecoration: "none" },
})

/** Quick links (spec §2; docs/decisions/030-dashboard.md): tasks one level below the account menu's pages. */
export const QuickLinksMenu = () => {
  const LL = useTranslations()
  const account = useAtomValue(accountAtom)
  const { hideUsage } = useAtomValue(themeSettingsAtom)
  const headingId = useId()
  const paperless =
    account?.isElectronicDelivery === true ? LL.quickLinks.billDelivery() : LL.quickLinks.goPaperless()
  const params = usePageParams()
  const links = linkOptions([
    {
      to: "/{-$lang}/billing/bill-payment-history",
      search: { currentView: "payments" },
      label: LL.quickLinks.billingPayments(),
    },
    { to: "/{-$lang}/usage", label: LL.menu.usage() },
    { to: "/{-$lang}/charge-history", label: LL.menu.chargeHistory() },
    { to: "/{-$lang}/account/settings", search: { currentView: "eBill" }, label: paperless },
    { to: "/{-$lang}/account/settings/password-reset", label: LL.quickLinks.changePassword() },
  ]).filter((link) => !(hideUsage && link.to === "/{-$lang}/usage"))
  return (
    <nav aria-labelledby={headingId} className={card()}>
      <h2 id={headingId} className={css({ textStyle: "title.card", mb: "3" })}>
        {LL.menu.quickLinks()}
      </h2>
      <ul className={css(column, { listStyle: "none", p: "0", m: "0", gap: "1" })}>
        {links.map(({ label, ...link }) => (
          <li key={link.to}>
            <Link {...link} params={params} className={itemClass}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

import { Link } from "@tanstack/react-router"
import { useAtomValue } from "jotai"
import { useId } from "react"
import { css } from "../../styled-system/css"
import { card } from "../../styled-system/recipes"
import { accountAtom } from "../api/portal-atoms.ts"
import { useTranslations } from "../i18n/i18n-atoms.ts"
import { languageAtom } from "../i18n/language-atom.ts"
import { pageParams } from "../navigation/page-params.ts"
import { themeSettingsAtom } from "../theme/theme-atoms.ts"

const itemClass = css({
  display: "flex",
  alignItems: "center",
  gap: "2",
  width: "100%",
  minHeight: "44px",
  paddingInline: "2",
  borderRadius: "control",
  color: "accent.link",
  fontSize: "md",
  fontWeight: "600",
  textAlign: "start",
  textDecoration: "underline",
  textUnderlineOffset: "3px",
  _hover: { bg: "bg.canvas", textDecorationThickness: "2px" },
  "&[aria-current=page]": { color: "fg.default", textDecoration: "none" },
})

/**
 * Quick links (spec §2; docs/decisions/030-dashboard.md): shortcuts to the tasks one
 * level below the account menu — payment history, usage (unless hideUsage), charge history, paperless
 * billing and the password — not the menu again. The header's account menu keeps the pages and Sign out.
 */
export const QuickLinksMenu = () => {
  const LL = useTranslations()
  const language = useAtomValue(languageAtom)
  const account = useAtomValue(accountAtom)
  const { hideUsage } = useAtomValue(themeSettingsAtom)
  const headingId = useId()
  const paperless =
    account?.isElectronicDelivery === true ? LL.quickLinks.billDelivery() : LL.quickLinks.goPaperless()
  return (
    <nav aria-labelledby={headingId} className={card()}>
      <h2 id={headingId} className={css({ fontSize: "xl", mb: "3" })}>
        {LL.menu.quickLinks()}
      </h2>
      <ul
        className={css({
          listStyle: "none",
          p: "0",
          m: "0",
          display: "flex",
          flexDirection: "column",
          gap: "1",
        })}
      >
        <li>
          <Link
            to="/{-$lang}/billing/bill-payment-history"
            params={pageParams(language)}
            search={{ currentView: "payments" }}
            className={itemClass}
          >
            {LL.quickLinks.paymentHistory()}
          </Link>
        </li>
        {hideUsage ? null : (
          <li>
            <Link to="/{-$lang}/usage" params={pageParams(language)} className={itemClass}>
              {LL.menu.usage()}
            </Link>
          </li>
        )}
        <li>
          <Link to="/{-$lang}/charge-history" params={pageParams(language)} className={itemClass}>
            {LL.menu.chargeHistory()}
          </Link>
        </li>
        <li>
          <Link
            to="/{-$lang}/account/settings"
            params={pageParams(language)}
            search={{ currentView: "eBill" }}
            className={itemClass}
          >
            {paperless}
          </Link>
        </li>
        <li>
          <Link
            to="/{-$lang}/account/settings/password-reset"
            params={pageParams(language)}
            className={itemClass}
          >
            {LL.quickLinks.changePassword()}
          </Link>
        </li>
      </ul>
    </nav>
  )
}

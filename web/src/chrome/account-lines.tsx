import type { AccountSummary } from "@billpath/contract"
import type { AccountStanding } from "@billpath/contract/rules"
import { css } from "../../styled-system/css"
import { useTranslations } from "../i18n/i18n-atoms.ts"
import type { TranslationFunctions } from "../i18n/i18n-types.ts"
import { StandingIcon, standingTone, useAccountStanding } from "../shared/account-standing.tsx"

const lineClass = css({
  margin: "0",
  fontSize: "sm",
  fontWeight: "600",
  color: "fg.default",
  display: "flex",
  alignItems: "center",
  gap: "1.5",
  "&[data-tone=critical]": { fontWeight: "700" },
})

/** The header's words for a standing; a balance without a due date has none. */
const headerText = (LL: TranslationFunctions, standing: AccountStanding): string | undefined => {
  switch (standing.kind) {
    case "pastDue":
      return LL.header.overdueByDays({ days: standing.daysOverdue })
    case "dueToday":
      return LL.header.dueToday()
    case "dueLater":
      return LL.header.dueInDays({ days: standing.daysLeft })
    case "autopayScheduled":
      return LL.header.autopayInDays({ days: standing.daysLeft })
    case "autopayProcessing":
      return LL.header.autopayProcessing()
    case "autopayOn":
      return LL.dashboard.autopayEnabled()
    case "paidUp":
      return LL.standing.paidUp()
    case "balanceOpen":
      return undefined
  }
}

/** The header's due-date line: the overview card's standings with their icons (spec §2, widened to all). */
const DueDateLine = ({ account }: { readonly account: AccountSummary }) => {
  const LL = useTranslations()
  const standing = useAccountStanding(account)
  const text = headerText(LL, standing)
  if (text === undefined) return null
  return (
    <p className={lineClass} data-tone={standingTone[standing.kind]} data-testid="header-standing">
      <StandingIcon kind={standing.kind} size={16} />
      {text}
    </p>
  )
}

/** The header's lines about the account: its number and where it stands (signed-in pages only). */
export const AccountLines = ({ account }: { readonly account: AccountSummary }) => {
  const LL = useTranslations()
  return (
    <>
      <p className={css({ m: "0", fontSize: "sm", color: "fg.muted" })}>
        {LL.header.accountNumber({ number: account.accountNumber })}
      </p>
      <DueDateLine account={account} />
    </>
  )
}

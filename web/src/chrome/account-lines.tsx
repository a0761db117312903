import type { AccountSummary } from "@billpath/contract"
import {
  type AccountStanding,
  accountStanding,
  dueStanding,
  type StandingKind,
} from "@billpath/contract/rules"
import { css } from "../../styled-system/css"
import { useTranslations } from "../i18n/i18n-atoms.ts"
import type { TranslationFunctions } from "../i18n/i18n-types.ts"
import { StandingIcon, standingTone, useServerToday } from "../shared/account-standing.tsx"

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

const autopayKinds: ReadonlySet<StandingKind> = new Set([
  "autopayScheduled",
  "autopayProcessing",
  "autopayOn",
])

/** One of the header's lines about the account, with its standing's icon. */
const StandingLine = ({
  standing,
  text,
  testId,
}: {
  readonly standing: AccountStanding
  readonly text: string
  readonly testId: string
}) => (
  <p className={lineClass} data-tone={standingTone[standing.kind]} data-testid={testId}>
    <StandingIcon kind={standing.kind} size={16} />
    {text}
  </p>
)

/**
 * The header's due-date line (spec §2: due in N days, due today; past due and paid up beyond it) and,
 * for an autopay customer, what autopay will do beside it: autopay does not move the due date.
 */
const DueDateLines = ({ account }: { readonly account: AccountSummary }) => {
  const LL = useTranslations()
  const today = useServerToday()
  const due = dueStanding(account, today)
  const overall = accountStanding(account, today)
  const dueText = headerText(LL, due)
  const autopay = autopayKinds.has(overall.kind) ? overall : undefined
  const autopayText = autopay === undefined ? undefined : headerText(LL, autopay)
  return (
    <>
      {dueText === undefined ? null : <StandingLine standing={due} text={dueText} testId="header-standing" />}
      {autopay === undefined || autopayText === undefined ? null : (
        <StandingLine standing={autopay} text={autopayText} testId="header-autopay" />
      )}
    </>
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
      <DueDateLines account={account} />
    </>
  )
}

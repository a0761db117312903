import type { AccountSummary } from "@billpath/contract"
import {
  type AccountStanding,
  accountStanding,
  dueStanding,
  type StandingKind,
} from "@billpath/contract/rules"
import { css } from "../../styled-system/css"
import { useTranslations } from "../i18n/i18n-atoms.ts"
import { StandingIcon, standingLine, standingTone, useServerToday } from "../shared/account-standing.tsx"

const lineClass = css({
  margin: "0",
  fontSize: "sm",
  fontWeight: "600",
  color: "fg.default",
  display: "flex",
  alignItems: "center",
  gap: "1",
  "&[data-tone=critical]": { fontWeight: "700" },
})

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

/** The header's lines about the account: its number and where it stands (signed-in pages only). */
export const AccountLines = ({ account }: { readonly account: AccountSummary }) => {
  const LL = useTranslations()
  const today = useServerToday()
  // Spec §2's due-date line; autopay's plan shows beside it, as autopay does not move the due date.
  const due = dueStanding(account, today)
  const overall = accountStanding(account, today)
  const dueText = standingLine(LL, due)
  const autopayText = autopayKinds.has(overall.kind) ? standingLine(LL, overall) : undefined
  return (
    <>
      <p className={css({ m: "0", fontSize: "sm", color: "fg.muted" })}>
        {LL.header.accountNumber({ number: account.accountNumber })}
      </p>
      {dueText === undefined ? null : <StandingLine standing={due} text={dueText} testId="header-standing" />}
      {autopayText === undefined ? null : (
        <StandingLine standing={overall} text={autopayText} testId="header-autopay" />
      )}
    </>
  )
}

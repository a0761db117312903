import type { AccountSummary } from "@billpath/contract"
import { useAtomValue } from "jotai"
import { css } from "../../styled-system/css"
import { daysUntil } from "../i18n/format.ts"
import { useTranslations } from "../i18n/i18n-atoms.ts"
import { serverNow } from "../session/clock.ts"
import { sessionAtom } from "../session/session-atoms.ts"

/**
 * The header's due-date line (spec §2): 'due in N days' while the due date is ahead, 'due today' on the
 * day; nothing once it has passed (the dashboard says so) or when there is no due date. Days count from
 * the server's today.
 */
export const DueDateLine = ({ account }: { readonly account: AccountSummary }) => {
  const LL = useTranslations()
  const session = useAtomValue(sessionAtom)
  if (account.paymentDueDate === null) return null
  const days = daysUntil(account.paymentDueDate, serverNow(session))
  if (days < 0) return null
  return (
    <p className={css({ margin: "0", fontSize: "sm", fontWeight: "600", color: "fg.default" })}>
      {days === 0 ? LL.header.dueToday() : LL.header.dueInDays({ days })}
    </p>
  )
}

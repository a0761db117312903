import type { AccountSummary } from "@billpath/contract"
import { type AccountStanding, accountStanding, isoDayOf, type StandingKind } from "@billpath/contract/rules"
import { useAtomValue } from "jotai"
import { css } from "../../styled-system/css"
import type { TranslationFunctions } from "../i18n/i18n-types.ts"
import { serverNow } from "../session/clock.ts"
import { sessionAtom } from "../session/session-atoms.ts"

/** The provider's today (UTC day of the server's now, docs/decisions/009-spec-rules-as-functions.md). */
export const useServerToday = (): string => isoDayOf(serverNow(useAtomValue(sessionAtom)))

/** Where the account stands today (contract rule `accountStanding`). */
export const useAccountStanding = (account: AccountSummary): AccountStanding =>
  accountStanding(account, useServerToday())

/** The one line the header and "Is this you?" say; a balance without a due date has none. */
export const standingLine = (LL: TranslationFunctions, standing: AccountStanding): string | undefined => {
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

/** The words always say it; tone adds the icon's colour and, for `critical`, weight — never colour alone. */
export type StandingTone = "critical" | "attention" | "neutral" | "progress" | "positive"

export const standingTone: Readonly<Record<StandingKind, StandingTone>> = {
  pastDue: "critical",
  dueToday: "attention",
  dueLater: "neutral",
  balanceOpen: "neutral",
  autopayScheduled: "positive",
  autopayOn: "positive",
  autopayProcessing: "progress",
  paidUp: "positive",
}

// 24×24 outlines: a warning sign, a clock, a calendar, a calendar with a tick, circling arrows, a tick.
const warning = "M12 2 1 21h22L12 2zm0 4.2L19.6 19H4.4L12 6.2zM11 10h2v5h-2zm0 6h2v2h-2z"
const clock =
  "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16zm.5-13H11v6l5.2 3.2.8-1.3-4.5-2.7z"
const calendar =
  "M19 4h-1V2h-2v2H8V2H6v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 16H5V9h14v11zM7 11h5v5H7z"
const calendarTick =
  "M19 4h-1V2h-2v2H8V2H6v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 16H5V9h14v11zm-8.4-1.6-3.5-3.5 1.4-1.4 2.1 2.1 4.6-4.6 1.4 1.4z"
const circling =
  "M12 6v3l4-4-4-4v3c-4.42 0-8 3.58-8 8 0 1.57.46 3.03 1.24 4.26L6.7 14.8A5.87 5.87 0 0 1 6 12c0-3.31 2.69-6 6-6zm6.76 1.74L17.3 9.2c.44.84.7 1.79.7 2.8 0 3.31-2.69 6-6 6v-3l-4 4 4 4v-3c4.42 0 8-3.58 8-8 0-1.57-.46-3.03-1.24-4.26z"
const tick =
  "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16zm-1.5-4.1-3.6-3.6 1.4-1.4 2.2 2.2 5.2-5.2 1.4 1.4z"

const iconPaths: Readonly<Record<StandingKind, string>> = {
  pastDue: warning,
  dueToday: clock,
  dueLater: calendar,
  balanceOpen: calendar,
  autopayScheduled: calendarTick,
  autopayOn: calendarTick,
  autopayProcessing: circling,
  paidUp: tick,
}

// Panda extracts styles at build time, so each colour is its own literal class.
const toneColour: Readonly<Record<StandingTone, string>> = {
  critical: css({ color: "status.error" }),
  attention: css({ color: "status.warning" }),
  neutral: css({ color: "brand.primary" }),
  progress: css({ color: "status.tip" }),
  positive: css({ color: "status.success" }),
}

const iconClass = css({ flexShrink: 0, fill: "currentColor" })

/** The standing's icon, in its tone's colour; decorative, since the words beside it say the same. */
export const StandingIcon = ({
  kind,
  size = 24,
}: {
  readonly kind: StandingKind
  readonly size?: number
}) => (
  <svg
    viewBox="0 0 24 24"
    width={size}
    height={size}
    aria-hidden="true"
    className={`${iconClass} ${toneColour[standingTone[kind]]}`}
    data-standing={kind}
  >
    <path d={iconPaths[kind]} />
  </svg>
)

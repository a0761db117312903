import type { AccountSummary } from "@billpath/contract"
import { useAtomValue } from "jotai"
import { css } from "../../../styled-system/css"
import { formatDate } from "../../i18n/format.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { Skeleton } from "../../ui/skeleton/skeleton.tsx"

// Three columns on every screen, so that the card keeps its height whether autopay adds its step or not,
// and the skeleton (which cannot know) has the same.
const listClass = css({
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  listStyle: "none",
  p: "0",
  m: "0",
  mt: "3",
})
const stepClass = css({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: "1",
  paddingTop: "5",
  paddingInlineEnd: "2",
  // The line from this step's dot to the next one's.
  _before: {
    content: '""',
    position: "absolute",
    top: "6px",
    insetInlineStart: "0",
    insetInlineEnd: "0",
    borderTopWidth: "2px",
    borderTopStyle: "solid",
    borderTopColor: "border.default",
  },
  _last: { _before: { insetInlineEnd: "auto", width: "14px" } },
})
const dotClass = css({
  position: "absolute",
  top: "0",
  insetInlineStart: "0",
  width: "14px",
  height: "14px",
  borderRadius: "full",
  borderWidth: "2px",
  borderStyle: "solid",
  borderColor: "brand.primary",
  bg: "bg.surface",
  "[data-past] &": { bg: "brand.primary" },
})
// A phone's column is narrow: a label may take two lines there, and every label keeps room for two, so the
// skeleton and the steps have one height.
const labelClass = css({
  color: "fg.muted",
  fontSize: "sm",
  lineHeight: "1.3",
  minHeight: { base: "2.6em", sm: "auto" },
})
const dateClass = css({ fontWeight: "700", whiteSpace: "nowrap", fontSize: { base: "sm", sm: "md" } })
const hiddenClass = css({ srOnly: true })

/** The bill from issue to due date, with autopay's day between; screen readers hear "done" after past steps. */
export const PaymentTimeline = ({
  account,
  today,
}: {
  readonly account: AccountSummary
  readonly today: string
}) => {
  const LL = useTranslations()
  const language = useAtomValue(languageAtom)
  const texts = LL.dashboard
  const steps = (
    [
      { key: "issued", label: texts.timelineIssued(), date: account.lastStatementDate },
      {
        key: "autopay",
        label: texts.timelineAutopay(),
        date: account.isAutoPayEnabled ? account.autoPayScheduledDate : null,
      },
      { key: "due", label: texts.timelineDue(), date: account.paymentDueDate },
    ] as const
  ).flatMap(({ date, ...step }) => (date === null ? [] : [{ ...step, date }]))
  if (steps.length < 2) return null
  return (
    <ol className={listClass} aria-label={texts.timeline()} data-testid="payment-timeline">
      {steps.map((step) => {
        const past = step.date < today
        return (
          <li key={step.key} className={stepClass} data-step={step.key} data-past={past ? "" : undefined}>
            <span className={dotClass} aria-hidden="true" />
            <span className={labelClass}>{step.label}</span>
            <time className={dateClass} dateTime={step.date}>
              {formatDate(step.date, language)}
            </time>
            {past ? <span className={hiddenClass}>{texts.timelineDone()}</span> : null}
          </li>
        )
      })}
    </ol>
  )
}

/** The timeline's place while the account is on its way: three steps of the same height. */
export const PaymentTimelineSkeleton = () => (
  <ul className={listClass} aria-hidden="true">
    {["issued", "autopay", "due"].map((key) => (
      <li key={key} className={stepClass}>
        <span className={labelClass}>
          <Skeleton width="5em" />
        </span>
        <span className={dateClass}>
          <Skeleton width="6em" />
        </span>
      </li>
    ))}
  </ul>
)

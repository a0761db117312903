import type { LanguageCode } from "@billpath/contract"
import type { AccountStanding } from "@billpath/contract/rules"
import { useAtomValue } from "jotai"
import type { ReactNode } from "react"
import { css } from "../../../styled-system/css"
import { formatDate, formatMoney } from "../../i18n/format.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import type { TranslationFunctions } from "../../i18n/i18n-types.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { StandingIcon, standingTone } from "../../shared/account-standing.tsx"
import { Skeleton, SkeletonLine } from "../../ui/skeleton/skeleton.tsx"

/** What the overview card says for each standing: a headline and, when there is more to say, a detail. */
const standingWords = (
  LL: TranslationFunctions,
  standing: AccountStanding,
  language: LanguageCode,
): { readonly headline: string; readonly detail?: string; readonly date?: string } => {
  const texts = LL.standing
  // A detail that names a date, kept on one line ("2026-11-" and "13" must not part).
  const dated = (headline: string, isoDate: string, detail: (named: { readonly date: string }) => string) => {
    const date = formatDate(isoDate, language)
    return { headline, detail: detail({ date }), date }
  }
  switch (standing.kind) {
    case "pastDue":
      return dated(texts.pastDue({ days: standing.daysOverdue }), standing.dueDate, texts.pastDueDetail)
    case "dueToday":
      return dated(texts.dueToday(), standing.dueDate, texts.dueTodayDetail)
    case "dueLater":
      return dated(texts.dueLater({ days: standing.daysLeft }), standing.dueDate, texts.dueLaterDetail)
    case "autopayScheduled":
      return {
        headline: LL.dashboard.autopayScheduledFor({ date: formatDate(standing.scheduledDate, language) }),
        detail: texts.autopayScheduledDetail(),
      }
    case "autopayProcessing":
      return dated(texts.autopayProcessing(), standing.scheduledDate, texts.autopayProcessingDetail)
    case "autopayOn":
      return { headline: LL.dashboard.autopayEnabled() }
    case "paidUp":
      return {
        headline: texts.paidUp(),
        detail:
          standing.credit > 0
            ? texts.creditDetail({ amount: formatMoney(standing.credit, language) })
            : texts.paidUpDetail(),
      }
    case "balanceOpen":
      return { headline: texts.balanceOpen() }
  }
}

// The tone shows three ways at once: the words, the icon, and the bar's colour and weight.
const blockClass = css({
  display: "flex",
  alignItems: "flex-start",
  gap: "3",
  padding: "3",
  borderRadius: "control",
  borderInlineStartWidth: "4px",
  borderInlineStartStyle: "solid",
  borderInlineStartColor: "border.default",
  bg: "bg.canvas",
  "&[data-tone=critical]": {
    borderInlineStartWidth: "6px",
    borderInlineStartColor: "status.error",
    bg: "color-mix(in srgb, {colors.status.error} 7%, {colors.bg.surface})",
  },
  "&[data-tone=attention]": {
    borderInlineStartColor: "status.warning",
    bg: "color-mix(in srgb, {colors.status.warning} 7%, {colors.bg.surface})",
  },
  "&[data-tone=neutral]": { borderInlineStartColor: "brand.primary" },
  "&[data-tone=progress]": { borderInlineStartColor: "status.tip" },
  "&[data-tone=positive]": {
    borderInlineStartColor: "status.success",
    bg: "color-mix(in srgb, {colors.status.success} 7%, {colors.bg.surface})",
  },
})
const headlineClass = css({
  m: "0",
  fontSize: "lg",
  fontWeight: "700",
  lineHeight: "1.4",
  "[data-tone=critical] &": { fontSize: "xl", fontWeight: "800" },
})
const detailClass = css({ m: "0", color: "fg.default", lineHeight: "1.5" })
const noWrapClass = css({ whiteSpace: "nowrap" })

const keepDateTogether = (text: string, date: string | undefined): ReactNode => {
  const at = date === undefined ? -1 : text.indexOf(date)
  if (date === undefined || at < 0) return text
  return (
    <>
      {text.slice(0, at)}
      <span className={noWrapClass}>{date}</span>
      {text.slice(at + date.length)}
    </>
  )
}

/** The standing as the overview card shows it: icon, headline and detail in the standing's tone. */
export const StandingSummary = ({ standing }: { readonly standing: AccountStanding }) => {
  const LL = useTranslations()
  const language = useAtomValue(languageAtom)
  const words = standingWords(LL, standing, language)
  return (
    <div className={blockClass} data-tone={standingTone[standing.kind]} data-standing={standing.kind}>
      <StandingIcon kind={standing.kind} size={28} />
      <div>
        <p className={headlineClass} data-testid="payment-status">
          {words.headline}
        </p>
        {words.detail === undefined ? null : (
          <p className={detailClass}>{keepDateTogether(words.detail, words.date)}</p>
        )}
      </div>
    </div>
  )
}

/** The same block while the account is on its way: an icon, a headline and a detail line. */
export const StandingSummarySkeleton = () => (
  <div className={blockClass}>
    <Skeleton width="28px" height="28px" />
    <div className={css({ flex: "1" })}>
      <SkeletonLine className={headlineClass} width="14em" />
      <SkeletonLine className={detailClass} width="80%" />
    </div>
  </div>
)

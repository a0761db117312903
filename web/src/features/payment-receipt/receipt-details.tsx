import type { PaymentReceipt } from "@billpath/contract"
import { cardIconFor } from "@billpath/contract/rules"
import { Link } from "@tanstack/react-router"
import { useAtomValue, useStore } from "jotai"
import { css } from "../../../styled-system/css"
import { button } from "../../../styled-system/recipes"
import { accountAtom } from "../../api/portal-atoms.ts"
import { formatMoney } from "../../i18n/format.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { usePageParams } from "../../navigation/page-params.ts"
import { setVisitorPass } from "../../session/visitor-pass.ts"
import { lastFourDigits } from "../../shared/last-four.ts"
import { PaymentTypeIcon, paymentTypeName } from "../../shared/payment-type-icon.tsx"
import { themeForLanguageAtom } from "../../theme/theme-atoms.ts"
import { printOnlyClass, screenOnlyClass } from "../../ui/print/print-classes.ts"
import { LoadingNote, Skeleton, SkeletonLine } from "../../ui/skeleton/skeleton.tsx"
import { TermList } from "../../ui/term-list/term-list.tsx"
import { formatReceiptTime } from "./receipt-time.ts"

const headingClass = css({ display: "flex", alignItems: "center", gap: "3", textStyle: "title.page" })
const tickClass = css({ color: "status.success", flexShrink: 0, _print: { color: "black" } })
const amountLabelClass = css({ color: "fg.muted", fontWeight: "600", mt: "5", _print: { color: "black" } })
const amountClass = css({ fontSize: "4xl", fontWeight: "700", lineHeight: "1.1" })
const listClass = css({
  display: "grid",
  gridTemplateColumns: { base: "1fr", sm: "minmax(9em, auto) 1fr" },
  columnGap: "6",
  rowGap: { base: "1", sm: "3" },
  mt: "5",
  pt: "5",
  borderTopWidth: "1px",
  borderTopStyle: "solid",
  borderTopColor: "border.default",
  _print: { gridTemplateColumns: "minmax(9em, auto) 1fr", borderTopColor: "black" },
  "& dt": { color: "fg.muted", fontWeight: "600", _print: { color: "black" } },
  "& dd": { mb: { base: "3", sm: "0" }, overflowWrap: "anywhere" },
})
const methodClass = css({ display: "inline-flex", alignItems: "center", gap: "2" })
const referenceClass = css({ fontWeight: "700", fontVariantNumeric: "tabular-nums", letterSpacing: "0.02em" })
const hintClass = css({ display: "block", color: "fg.muted", fontSize: "sm", _print: { color: "black" } })
const actionsClass = `${screenOnlyClass} ${css({
  display: "flex",
  flexWrap: "wrap",
  gap: "3",
  mt: "6",
  "& > *": { flex: { base: "1 1 100%", sm: "0 0 auto" } },
})}`
const logoClass = `${printOnlyClass} ${css({ mb: "6" })}`

const Heading = () => {
  const LL = useTranslations()
  return (
    <h1 id="receipt-heading" className={headingClass}>
      {/* A check in a circle: the payment went through. The words beside it say so. */}
      <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" className={tickClass}>
        <path
          fill="currentColor"
          d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1.5 14.5-4-4 1.4-1.4 2.6 2.6 5.6-5.6 1.4 1.4z"
        />
      </svg>
      {LL.paymentReceipt.heading()}
    </h1>
  )
}

export const ReceiptDetails = ({
  receipt,
  signedIn,
}: {
  readonly receipt: PaymentReceipt
  readonly signedIn: boolean
}) => {
  const LL = useTranslations()
  const store = useStore()
  const language = useAtomValue(languageAtom)
  const account = useAtomValue(accountAtom)
  const { text, images, image } = useAtomValue(themeForLanguageAtom)
  const icon = cardIconFor(receipt.cardTypeText)
  const lastFour = lastFourDigits(receipt.displayCardNumber)
  const cardName = paymentTypeName(LL, icon)
  return (
    <>
      {/* On paper the header is gone, so the receipt says whose it is with the provider's logo. */}
      <div className={logoClass}>
        <img src={image(images.logo)} alt={text.providerName} width={200} height={48} />
      </div>
      <Heading />
      <p className={css({ mt: "2" })}>{LL.paymentReceipt.thanks()}</p>
      <p className={amountLabelClass}>{LL.paymentReceipt.amount()}</p>
      <p className={amountClass} data-testid="receipt-amount">
        {formatMoney(receipt.paymentAmount, language)}
      </p>
      <TermList
        className={listClass}
        rollStack
        lines={[
          { term: LL.paymentReceipt.paidTo(), value: text.providerName },
          ...(signedIn && account !== null
            ? [{ term: LL.paymentReceipt.accountNumber(), value: account.accountNumber }]
            : []),
          {
            term: LL.paymentReceipt.paidWith(),
            value: (
              <span className={methodClass}>
                <PaymentTypeIcon type={icon} />
                <span data-testid="receipt-card">
                  {lastFour === "" ? cardName : LL.paymentReceipt.cardEnding({ card: cardName, lastFour })}
                </span>
              </span>
            ),
          },
          { term: LL.paymentReceipt.date(), value: formatReceiptTime(receipt.paymentDate, language) },
          {
            term: LL.paymentReceipt.reference(),
            value: (
              <>
                <span className={referenceClass} data-testid="receipt-reference">
                  {receipt.referenceNumber}
                </span>
                <span className={hintClass}>{LL.paymentReceipt.referenceHint()}</span>
              </>
            ),
          },
        ]}
      />
      <div className={actionsClass}>
        <button type="button" className={button({ variant: "outline" })} onClick={() => window.print()}>
          {LL.paymentReceipt.print()}
        </button>
        <Link
          to={signedIn ? "/{-$lang}/dashboard" : "/{-$lang}"}
          params={usePageParams()}
          className={button()}
          // A visitor's quick payment is over: its pass goes.
          onClick={() => setVisitorPass(store, null)}
        >
          {signedIn ? LL.paymentReceipt.continueToAccount() : LL.paymentReceipt.continueHome()}
        </Link>
      </div>
    </>
  )
}

/** The receipt's shape while it is on its way, so nothing moves when it arrives. */
export const ReceiptSkeleton = () => {
  const LL = useTranslations()
  return (
    <>
      <Heading />
      <SkeletonLine className={css({ mt: "2" })} width="22em" />
      <SkeletonLine className={amountLabelClass} width="7em" />
      <SkeletonLine className={amountClass} width="5em" />
      <div className={listClass}>
        <Skeleton width="100%" height="9rem" />
      </div>
      <LoadingNote text={LL.paymentReceipt.loading()} />
    </>
  )
}

import { type BillStatus, billStatus } from "@billpath/contract/rules"
import { css } from "../../styled-system/css"
import { useTranslations } from "../i18n/i18n-atoms.ts"

/** Also the class of a skeleton standing in the badge's place. */
export const billStatusClass = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "2",
  fontSize: "sm",
  fontWeight: "600",
})

// A tick, a warning sign and a clock: the status is in the words too, never in the colour alone.
const statusIcons: Readonly<Record<BillStatus, { readonly path: string; readonly colour: string }>> = {
  paid: {
    path: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1.5 14.5-4-4 1.4-1.4 2.6 2.6 5.6-5.6 1.4 1.4z",
    colour: css({ color: "status.success" }),
  },
  pastDue: {
    path: "M12 2 1 21h22L12 2zm-1 7h2v6h-2zm0 8h2v2h-2z",
    colour: css({ color: "status.error" }),
  },
  unpaid: {
    path: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16zm.5-13H11v6l5.2 3.2.8-1.3-4.5-2.7z",
    colour: css({ color: "status.warning" }),
  },
}
const iconClass = css({ flexShrink: 0, fill: "currentColor" })

/** Spec §4's paid, past due or unpaid, by the contract's rule; `today` is the server's day (`useServerToday`). */
export const BillStatusBadge = ({
  bill,
  today,
}: {
  readonly bill: { readonly isPaid: boolean; readonly paymentDueDate: string }
  readonly today: string
}) => {
  const LL = useTranslations()
  const status = billStatus(bill, today)
  const icon = statusIcons[status]
  return (
    <span className={billStatusClass} data-status={status}>
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
        className={`${iconClass} ${icon.colour}`}
      >
        <path d={icon.path} />
      </svg>
      {LL.billStatus[status]()}
    </span>
  )
}

import { useRef } from "react"
import { css, cx } from "../../styled-system/css"
import { button } from "../../styled-system/recipes"
import { useTranslations } from "../i18n/i18n-atoms.ts"
import { column } from "../ui/layout/column.ts"
import { Modal } from "../ui/modal/modal.tsx"

/** When a screen reader hears how long is left: a few times, not every second. */
const spokenMarks = [20, 10, 5] as const

/** The latest mark reached: the text changes only at a mark, so a polite live region does not chatter. */
export const spokenSeconds = (secondsLeft: number): number | undefined =>
  spokenMarks.filter((mark) => mark >= secondsLeft).at(-1)

// The kiosk's answer covers the whole screen in the provider's colour: the next person in the queue must
// not read the customer's name, account number or balance through a dim.
const kioskScreenClass = css({ position: "fixed", inset: "0", zIndex: 65, bg: "brand.primary" })
const kioskTitleClass = css({ fontSize: "4xl", lineHeight: "1.15" })
const kioskTextClass = css({ fontSize: "xl" })
const countdownClass = css(column, { alignItems: "center", gap: "1", m: "0", py: "4", color: "fg.default" })
const countdownNumberClass = css({
  fontSize: "8xl",
  fontWeight: "700",
  lineHeight: "1",
  color: "brand.primary",
  fontVariantNumeric: "tabular-nums",
})
// Padding, not a min-height: the kiosk's touch floor (touch-sizes.tsx) overrides min-heights.
const kioskButtonClass = css({ py: "5", fontSize: "xl" })

/** Spec §4's idle warning: an alertdialog Escape and outside clicks do not dismiss; a kiosk's asks "Still there?". */
export const IdleDialog = ({
  wording,
  open,
  secondsLeft,
  onStay,
  onLogOut,
}: {
  readonly wording: "portal" | "kiosk"
  readonly open: boolean
  readonly secondsLeft: number
  readonly onStay: () => void
  readonly onLogOut: () => void
}) => {
  const LL = useTranslations()
  const stayButton = useRef<HTMLButtonElement>(null)
  const kiosk = wording === "kiosk"
  const spoken = spokenSeconds(secondsLeft)
  const buttonClass = kiosk ? kioskButtonClass : undefined
  return (
    <>
      {kiosk && open ? <div className={kioskScreenClass} data-idle-screen="" aria-hidden="true" /> : null}
      <Modal
        open={open}
        onOpenChange={() => undefined}
        role="alertdialog"
        closeOnEscape={false}
        closeOnInteractOutside={false}
        initialFocusEl={() => stayButton.current}
        size={kiosk ? "xl" : "md"}
        title={kiosk ? <span className={kioskTitleClass}>{LL.kiosk.stillThere()}</span> : LL.idle.title()}
        // On a kiosk the seconds left are part of the description read as the dialog opens; they are not
        // a live region, so they are not read again each second.
        description={
          kiosk ? (
            <>
              <p className={kioskTextClass}>{LL.kiosk.clearedSoon()}</p>
              <p className={countdownClass} data-idle-countdown="">
                <span className={countdownNumberClass}>{secondsLeft}</span>{" "}
                <span className={kioskTextClass}>{LL.kiosk.secondsLeftUnit(secondsLeft)}</span>
              </p>
            </>
          ) : (
            LL.idle.body({ seconds: secondsLeft })
          )
        }
        actions={
          <>
            <button
              type="button"
              className={cx(button({ variant: "outline" }), buttonClass)}
              onClick={onLogOut}
            >
              {kiosk ? LL.kiosk.endSession() : LL.idle.logOut()}
            </button>
            <button ref={stayButton} type="button" className={cx(button(), buttonClass)} onClick={onStay}>
              {kiosk ? LL.kiosk.stillHere() : LL.idle.stay()}
            </button>
          </>
        }
      >
        {kiosk ? (
          <p className={css({ srOnly: true })} aria-live="polite">
            {spoken === undefined ? "" : LL.kiosk.secondsLeftSpoken({ seconds: spoken })}
          </p>
        ) : undefined}
      </Modal>
    </>
  )
}

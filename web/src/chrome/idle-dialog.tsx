import { useRef } from "react"
import { button } from "../../styled-system/recipes"
import { useTranslations } from "../i18n/i18n-atoms.ts"
import { Modal } from "../ui/modal/modal.tsx"

/**
 * The idle warning (spec §4): an alertdialog that Escape and clicks outside do not dismiss, 'Stay logged in'
 * focused. A kiosk's asks "Still there?" of whoever stands at the terminal.
 */
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
  const texts =
    wording === "kiosk"
      ? { title: LL.kiosk.stillThere(), body: LL.kiosk.wipeIn({ seconds: secondsLeft }) }
      : { title: LL.idle.title(), body: LL.idle.body({ seconds: secondsLeft }) }
  const buttons =
    wording === "kiosk"
      ? { leave: LL.kiosk.endSession(), stay: LL.kiosk.stillHere() }
      : { leave: LL.idle.logOut(), stay: LL.idle.stay() }
  return (
    <Modal
      open={open}
      onOpenChange={() => undefined}
      role="alertdialog"
      closeOnEscape={false}
      closeOnInteractOutside={false}
      initialFocusEl={() => stayButton.current}
      size={wording === "kiosk" ? "xl" : "md"}
      title={texts.title}
      description={texts.body}
      actions={
        <>
          <button type="button" className={button({ variant: "outline" })} onClick={onLogOut}>
            {buttons.leave}
          </button>
          <button ref={stayButton} type="button" className={button()} onClick={onStay}>
            {buttons.stay}
          </button>
        </>
      }
    />
  )
}

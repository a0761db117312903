import { useRef } from "react"
import { button } from "../../styled-system/recipes"
import { useTranslations } from "../i18n/i18n-atoms.ts"
import { Modal } from "../ui/modal/modal.tsx"

/**
 * The idle warning (spec §4) on the portal's one modal: it interrupts (alertdialog), Escape and clicks
 * outside do not dismiss it — the customer chooses — and 'Stay logged in' has the focus.
 */
export const IdleDialog = ({
  open,
  secondsLeft,
  onStay,
  onLogOut,
}: {
  readonly open: boolean
  readonly secondsLeft: number
  readonly onStay: () => void
  readonly onLogOut: () => void
}) => {
  const LL = useTranslations()
  const stayButton = useRef<HTMLButtonElement>(null)
  return (
    <Modal
      open={open}
      onOpenChange={() => undefined}
      role="alertdialog"
      closeOnEscape={false}
      closeOnInteractOutside={false}
      initialFocusEl={() => stayButton.current}
      title={LL.idle.title()}
      description={LL.idle.body({ seconds: secondsLeft })}
      actions={
        <>
          <button type="button" className={button({ variant: "outline" })} onClick={onLogOut}>
            {LL.idle.logOut()}
          </button>
          <button ref={stayButton} type="button" className={button()} onClick={onStay}>
            {LL.idle.stay()}
          </button>
        </>
      }
    />
  )
}

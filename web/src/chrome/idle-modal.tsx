import { useNavigate } from "@tanstack/react-router"
import { useRef } from "react"
import { button } from "../../styled-system/recipes"
import { useTranslations } from "../i18n/i18n-atoms.ts"
import { usePageParams } from "../navigation/page-params.ts"
import { useIdleCountdown } from "../session/idle-countdown.ts"
import { Modal } from "../ui/modal/modal.tsx"

/**
 * The idle warning (spec §4) on the portal's one modal: it interrupts (alertdialog), Escape and clicks
 * outside do not dismiss it — the customer chooses — and 'Stay logged in' has the focus.
 */
export const IdleModal = () => {
  const LL = useTranslations()
  const navigate = useNavigate()
  const params = usePageParams()
  const stayButton = useRef<HTMLButtonElement>(null)
  const countdown = useIdleCountdown(() => void navigate({ to: "/{-$lang}/inactivity-log-out", params }))

  const stay = async () => {
    if (!(await countdown.stay())) await navigate({ to: "/{-$lang}", params })
  }
  const logOut = async () => {
    countdown.logOut()
    await navigate({ to: "/{-$lang}", params })
  }
  return (
    <Modal
      open={countdown.warning}
      onOpenChange={() => undefined}
      role="alertdialog"
      closeOnEscape={false}
      closeOnInteractOutside={false}
      initialFocusEl={() => stayButton.current}
      title={LL.idle.title()}
      description={LL.idle.body({ seconds: countdown.secondsLeft })}
      actions={
        <>
          <button type="button" className={button({ variant: "outline" })} onClick={() => void logOut()}>
            {LL.idle.logOut()}
          </button>
          <button ref={stayButton} type="button" className={button()} onClick={() => void stay()}>
            {LL.idle.stay()}
          </button>
        </>
      }
    />
  )
}

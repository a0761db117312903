import { Dialog } from "@ark-ui/react/dialog"
import { Portal } from "@ark-ui/react/portal"
import { useNavigate } from "@tanstack/react-router"
import { useAtomValue, useStore } from "jotai"
import { useEffect, useRef, useState } from "react"
import { css } from "../../styled-system/css"
import { button } from "../../styled-system/recipes"
import { sessionRenewalAtom } from "../api/portal-atoms.ts"
import { useTranslations } from "../i18n/i18n-atoms.ts"
import { themeSettingsAtom } from "../theme/theme-atoms.ts"
import { idleWarningMs, sessionTimeLeft } from "./clock.ts"
import { endSession } from "./session-actions.ts"
import { languageAtom, sessionAtom } from "./session-atoms.ts"

const activityEvents = ["pointerdown", "pointermove", "keydown", "wheel", "touchstart", "scroll"] as const

/** Whether the customer has touched mouse, keyboard or screen within the idle threshold. */
const useRecentActivity = (idleAfterMs: number): (() => boolean) => {
  // Idle starts as not idle (spec §4).
  const lastActivity = useRef(Date.now())
  useEffect(() => {
    const mark = () => {
      lastActivity.current = Date.now()
    }
    for (const name of activityEvents) window.addEventListener(name, mark, { passive: true, capture: true })
    return () => {
      for (const name of activityEvents) window.removeEventListener(name, mark, { capture: true })
    }
  }, [])
  return () => Date.now() - lastActivity.current < idleAfterMs
}

/**
 * Auto-logout (spec §4). The countdown is expires_in minus the time since the token arrived, minus 5 s.
 * At 30 s left: a customer who is active gets a silent refresh; an idle one gets the modal. At 0 the
 * session ends and the customer lands on InactiveLogOut.
 */
export const IdleWatcher = () => {
  const LL = useTranslations()
  const store = useStore()
  const navigate = useNavigate()
  const session = useAtomValue(sessionAtom)
  const language = useAtomValue(languageAtom)
  const { idleDetectionMs } = useAtomValue(themeSettingsAtom)
  const isActive = useRecentActivity(idleDetectionMs)
  const [warning, setWarning] = useState(false)
  const [secondsLeft, setSecondsLeft] = useState(0)
  const lang = language === "en" ? undefined : language
  const stayButton = useRef<HTMLButtonElement>(null)

  const { renew } = useAtomValue(sessionRenewalAtom)

  // The countdown reads these fresh on every tick without restarting.
  const latest = useRef({ isActive, renew, navigate, lang, store })
  latest.current = { isActive, renew, navigate, lang, store }

  // A new session object (sign-in, refresh, stay logged in) restarts the countdown.
  useEffect(() => {
    if (session === null) return
    setWarning(false)
    const { token, receivedAt } = session
    let warned = false
    const tick = window.setInterval(() => {
      const now = latest.current
      const left = sessionTimeLeft(token, receivedAt)
      if (left <= 0) {
        window.clearInterval(tick)
        endSession(now.store)
        void now.navigate({ to: "/{-$lang}/inactivity-log-out", params: { lang: now.lang } })
        return
      }
      if (left <= idleWarningMs && !warned) {
        warned = true
        if (now.isActive()) void now.renew()
        else setWarning(true)
      }
      setSecondsLeft(Math.ceil(left / 1000))
    }, 250)
    return () => window.clearInterval(tick)
  }, [session])

  if (!warning) return null
  const stay = async () => {
    setWarning(false)
    if (!(await renew())) await navigate({ to: "/{-$lang}", params: { lang } })
  }
  const logOut = async () => {
    setWarning(false)
    endSession(store)
    await navigate({ to: "/{-$lang}", params: { lang } })
  }
  return (
    <Dialog.Root
      open
      role="alertdialog"
      closeOnEscape={false}
      closeOnInteractOutside={false}
      initialFocusEl={() => stayButton.current}
    >
      <Portal>
        <Dialog.Backdrop
          className={css({ position: "fixed", inset: "0", bg: "rgba(15, 18, 30, 0.55)", zIndex: 60 })}
        />
        <Dialog.Positioner
          className={css({
            position: "fixed",
            inset: "0",
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            zIndex: 70,
            p: "4",
          })}
        >
          <Dialog.Content
            className={css({
              bg: "bg.surface",
              color: "fg.default",
              borderRadius: "card",
              p: "6",
              width: "480px",
              maxWidth: "100%",
              boxShadow: "0 10px 40px rgba(0,0,0,0.3)",
            })}
          >
            <Dialog.Title className={css({ fontSize: "xl", fontWeight: "700", mb: "2" })}>
              {LL.idle.title()}
            </Dialog.Title>
            <Dialog.Description>{LL.idle.body({ seconds: secondsLeft })}</Dialog.Description>
            <div
              className={css({
                display: "flex",
                gap: "3",
                mt: "5",
                justifyContent: "flex-end",
                flexWrap: "wrap",
              })}
            >
              <button type="button" className={button({ variant: "outline" })} onClick={() => void logOut()}>
                {LL.idle.logOut()}
              </button>
              <button ref={stayButton} type="button" className={button()} onClick={() => void stay()}>
                {LL.idle.stay()}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

import { useAtomValue, useStore } from "jotai"
import { useCallback, useEffect, useRef, useState } from "react"
import { sessionRenewalAtom } from "../api/portal-atoms.ts"
import { themeSettingsAtom } from "../theme/theme-atoms.ts"
import { idleWarningMs, sessionTimeLeft } from "./clock.ts"
import { signOut } from "./session-actions.ts"
import { sessionAtom } from "./session-atoms.ts"

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
  return useCallback(() => Date.now() - lastActivity.current < idleAfterMs, [idleAfterMs])
}

export interface IdleCountdown {
  /** The idle warning is due: the customer was idle when 30 s were left. */
  readonly warning: boolean
  readonly secondsLeft: number
  /** 'Stay logged in': a fresh token; false when none could be had (the session has ended). */
  readonly stay: () => Promise<boolean>
  /** 'Log out' from the warning: the session ends now. */
  readonly logOut: () => Promise<void>
}

/**
 * Auto-logout (spec §4). The countdown is expires_in minus the time since the token arrived, minus 5 s.
 * At 30 s left: a customer who is active gets a silent refresh; an idle one gets the warning. At 0 the
 * session ends and `onExpired` runs (the chrome sends the customer to InactiveLogOut).
 */
export const useIdleCountdown = (onExpired: () => void): IdleCountdown => {
  const store = useStore()
  const session = useAtomValue(sessionAtom)
  const { idleDetectionMs } = useAtomValue(themeSettingsAtom)
  const { renew } = useAtomValue(sessionRenewalAtom)
  const isActive = useRecentActivity(idleDetectionMs)
  const [warning, setWarning] = useState(false)
  const [secondsLeft, setSecondsLeft] = useState(0)

  // The countdown reads these fresh on every tick without restarting.
  const latest = useRef({ isActive, renew, onExpired })
  latest.current = { isActive, renew, onExpired }

  // A new session object (sign-in, refresh, stay logged in) restarts the countdown.
  useEffect(() => {
    setWarning(false)
    if (session === null) return
    const { token, receivedAt } = session
    let warned = false
    const tick = window.setInterval(() => {
      const now = latest.current
      const left = sessionTimeLeft(token, receivedAt)
      if (left <= 0) {
        window.clearInterval(tick)
        void signOut(store).then(() => now.onExpired())
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
  }, [session, store])

  const stay = useCallback(async () => {
    setWarning(false)
    return renew()
  }, [renew])
  const logOut = useCallback(async () => {
    setWarning(false)
    await signOut(store)
  }, [store])
  return { warning, secondsLeft, stay, logOut }
}

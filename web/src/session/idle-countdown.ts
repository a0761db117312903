import { useAtomValue, useStore } from "jotai"
import { useCallback, useEffect, useRef, useState } from "react"
import { sessionRenewalAtom } from "../api/portal-atoms.ts"
import { kioskSettingsAtom, themeSettingsAtom } from "../theme/theme-atoms.ts"
import { idleWarningMs, sessionTimeLeft } from "./clock.ts"
import { signOut } from "./session-actions.ts"
import { sessionAtom } from "./session-atoms.ts"

const activityEvents = ["pointerdown", "pointermove", "keydown", "wheel", "touchstart", "scroll"] as const

/** How long (ms) since the customer last touched mouse, keyboard or screen. */
const useTimeSinceActivity = (): (() => number) => {
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
  return useCallback(() => Date.now() - lastActivity.current, [])
}

// Auto-logout (spec §4): near the end an active customer gets a silent refresh, an idle one the warning. A
// kiosk runs a second, shorter limit beside it, signed in or not, whose end is the wipe (`onExpired`).
export const useIdleCountdown = (onExpired: () => void) => {
  const store = useStore()
  const session = useAtomValue(sessionAtom)
  const { idleDetectionMs } = useAtomValue(themeSettingsAtom)
  const kiosk = useAtomValue(kioskSettingsAtom)
  const { renew } = useAtomValue(sessionRenewalAtom)
  const sinceActivity = useTimeSinceActivity()
  const isActive = useCallback(() => sinceActivity() < idleDetectionMs, [sinceActivity, idleDetectionMs])
  const [warning, setWarning] = useState(false)
  const [secondsLeft, setSecondsLeft] = useState(0)
  // A new round of the kiosk's limit after 'I'm still here'.
  const [kioskRound, setKioskRound] = useState(0)
  // Seconds before the kiosk's wipe, once its warning is up; its own, as the token's countdown ticks too.
  const [kioskSecondsLeft, setKioskSecondsLeft] = useState<number | undefined>(undefined)

  // The countdown reads these fresh on every tick without restarting.
  const latest = useRef({ isActive, sinceActivity, renew, onExpired })
  latest.current = { isActive, sinceActivity, renew, onExpired }

  const kioskIdleMs = kiosk === undefined ? undefined : kiosk.idleSeconds * 1000
  useEffect(() => {
    if (kioskIdleMs === undefined || kioskRound < 0) return
    let warnedAt: number | undefined
    const tick = window.setInterval(() => {
      const now = Date.now()
      if (warnedAt === undefined) {
        if (latest.current.sinceActivity() < kioskIdleMs) return
        warnedAt = now
      }
      const left = warnedAt + idleWarningMs - now
      if (left <= 0) {
        window.clearInterval(tick)
        latest.current.onExpired()
        return
      }
      setKioskSecondsLeft(Math.ceil(left / 1000))
    }, 250)
    return () => window.clearInterval(tick)
  }, [kioskIdleMs, kioskRound])

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

  // 'Stay logged in': false when no fresh token could be had (the session has ended).
  const stay = useCallback(async () => {
    setWarning(false)
    setKioskSecondsLeft(undefined)
    setKioskRound((round) => round + 1)
    return store.get(sessionAtom) === null ? true : renew()
  }, [renew, store])
  const logOut = useCallback(async () => {
    setWarning(false)
    await signOut(store)
  }, [store])
  return {
    warning: warning || kioskSecondsLeft !== undefined,
    secondsLeft: kioskSecondsLeft ?? secondsLeft,
    stay,
    logOut,
  }
}

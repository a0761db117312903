import { useNavigate } from "@tanstack/react-router"
import { useAtomValue, useStore } from "jotai"
import { lazy, Suspense } from "react"
import { usePageParams } from "../navigation/page-params.ts"
import { idleWarningMs } from "../session/clock.ts"
import { useIdleCountdown } from "../session/idle-countdown.ts"
import { wipeKiosk } from "../session/kiosk-wipe.ts"
import { kioskSettingsAtom } from "../theme/theme-atoms.ts"

// The dialog's code (Ark's dialog, focus trap) loads a minute before the warning can be due.
const IdleDialog = lazy(() => import("./idle-dialog.tsx").then((module) => ({ default: module.IdleDialog })))
const dialogLeadSeconds = idleWarningMs / 1000 + 60

/** Auto-logout (spec §4); on a kiosk the end is the wipe and the attract screen, not InactiveLogOut. */
export const IdleModal = () => {
  const navigate = useNavigate()
  const params = usePageParams()
  const store = useStore()
  const kiosk = useAtomValue(kioskSettingsAtom) !== undefined
  const countdown = useIdleCountdown(() =>
    kiosk ? void wipeKiosk(store) : void navigate({ to: "/{-$lang}/inactivity-log-out", params }),
  )

  const stay = async () => {
    if (!(await countdown.stay())) await navigate({ to: "/{-$lang}", params })
  }
  const logOut = async () => {
    if (kiosk) return wipeKiosk(store)
    await countdown.logOut()
    await navigate({ to: "/{-$lang}", params })
  }
  // secondsLeft is 0 until the countdown's first tick: not a sign that the end is near.
  const endNear =
    countdown.warning || (countdown.secondsLeft > 0 && countdown.secondsLeft <= dialogLeadSeconds)
  if (!endNear) return null
  return (
    <Suspense fallback={null}>
      <IdleDialog
        wording={kiosk ? "kiosk" : "portal"}
        open={countdown.warning}
        secondsLeft={countdown.secondsLeft}
        onStay={() => void stay()}
        onLogOut={() => void logOut()}
      />
    </Suspense>
  )
}

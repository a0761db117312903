import { useNavigate } from "@tanstack/react-router"
import { lazy, Suspense } from "react"
import { usePageParams } from "../navigation/page-params.ts"
import { idleWarningMs } from "../session/clock.ts"
import { useIdleCountdown } from "../session/idle-countdown.ts"

// The dialog's code (Ark's dialog and focus trap, about 20 kB gzip) is needed only near the end of a
// session; it loads a minute before the warning can be due, not with every signed-in page.
const IdleDialog = lazy(() => import("./idle-dialog.tsx").then((module) => ({ default: module.IdleDialog })))
const dialogLeadSeconds = idleWarningMs / 1000 + 60

/** Auto-logout (spec §4): the session countdown, and its warning when the customer has been idle. */
export const IdleModal = () => {
  const navigate = useNavigate()
  const params = usePageParams()
  const countdown = useIdleCountdown(() => void navigate({ to: "/{-$lang}/inactivity-log-out", params }))

  const stay = async () => {
    if (!(await countdown.stay())) await navigate({ to: "/{-$lang}", params })
  }
  const logOut = async () => {
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
        open={countdown.warning}
        secondsLeft={countdown.secondsLeft}
        onStay={() => void stay()}
        onLogOut={() => void logOut()}
      />
    </Suspense>
  )
}

import type { RobotCheckSubject } from "@billpath/contract/rules"
import { useAtomValue, useSetAtom } from "jotai"
import { lazy, type ReactNode, Suspense, useMemo, useState } from "react"
import { apiClientAtom } from "../../api/portal-atoms.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { activeThemeAtom } from "../../theme/theme-atoms.ts"
import { showFocusedAlertAtom } from "../../ui/alerts/alerts-atoms.ts"
import { createRobotCheck } from "./robot-check.ts"

// Shown only when the low-friction check does not verify; its code loads then.
const VisibleChallenge = lazy(() =>
  import("./visible-challenge.tsx").then(({ VisibleChallenge }) => ({ default: VisibleChallenge })),
)

export interface RobotGate {
  /** Whether the form may go on: false while the visible challenge, shown when the first check fails, waits. */
  readonly passes: (subject: RobotCheckSubject) => Promise<boolean>
  /** The visible challenge is showing and not yet passed: the submit button stays disabled. */
  readonly blocked: boolean
  /** The challenge, to place above the submit button; nothing while it is not needed. */
  readonly challenge: ReactNode
  /** A failed attempt resets the check (spec §4): the next submit runs it again. */
  readonly reset: () => void
  /** The API asks for the visible challenge (a 429 on a lookup): shows it; false when there is none. */
  readonly demand: () => boolean
}

/** Spec §4 Login, §5 lookups; when config.json has a site key (docs/decisions/022-robot-check.md). */
export const useRobotGate = (): RobotGate => {
  const LL = useTranslations()
  const { config } = useAtomValue(activeThemeAtom)
  const api = useAtomValue(apiClientAtom)
  const showAlert = useSetAtom(showFocusedAlertAtom)
  const check = useMemo(() => createRobotCheck(config, api), [config, api])
  const [state, setState] = useState<"unchecked" | "passed" | "challenge">(
    check.kind === "none" ? "passed" : "unchecked",
  )
  // A new key draws a fresh challenge after a reset.
  const [challengeKey, setChallengeKey] = useState(0)

  const passes = async (subject: RobotCheckSubject): Promise<boolean> => {
    if (state !== "unchecked") return state === "passed"
    const passed = await check.lowFriction(subject)
    setState(passed ? "passed" : "challenge")
    return passed
  }

  const reset = () => {
    if (check.kind === "none") return
    setState("unchecked")
    setChallengeKey((key) => key + 1)
  }

  const demand = () => {
    if (check.kind === "none") return false
    setState("challenge")
    setChallengeKey((key) => key + 1)
    return true
  }

  const challenge =
    state === "challenge" ? (
      <Suspense fallback={null}>
        <VisibleChallenge
          key={challengeKey}
          check={check}
          onPassed={() => setState("passed")}
          onFailed={() => showAlert({ priority: 1, text: LL.home.robotCheckFailed() })}
        />
      </Suspense>
    ) : null

  return { passes, blocked: state === "challenge", challenge, reset, demand }
}

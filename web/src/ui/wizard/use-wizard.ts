import { useSetAtom } from "jotai"
import { useState } from "react"
import { alertsAtom } from "../alerts/alerts-atoms.ts"

export interface Wizard<Step extends string> {
  readonly steps: ReadonlyArray<Step>
  readonly step: Step
  /** 0-based. */
  readonly index: number
  /** How many times the step changed; the first step of a visit takes no focus (the page's does). */
  readonly moves: number
  readonly next: () => void
  readonly back: () => void
}

/** A step change clears the alerts, as leaving a screen does: a wrong answer must not stand over the next step. */
export const useWizard = <Step extends string>(
  steps: readonly [Step, ...ReadonlyArray<Step>],
  startView?: string,
): Wizard<Step> => {
  const start = steps.find((step) => step === startView) ?? steps[0]
  const [position, setPosition] = useState({ step: start, moves: 0 })
  const setAlerts = useSetAtom(alertsAtom)
  const move = (step: Step) => {
    if (step === position.step) return
    setAlerts([])
    setPosition((current) => (current.step === step ? current : { step, moves: current.moves + 1 }))
  }
  const index = steps.indexOf(position.step)
  return {
    steps,
    step: position.step,
    index,
    moves: position.moves,
    next: () => move(steps[index + 1] ?? position.step),
    back: () => move(steps[index - 1] ?? position.step),
  }
}

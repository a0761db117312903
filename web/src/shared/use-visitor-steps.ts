import type { Token } from "@billpath/contract"
import { useWizard } from "../ui/wizard/use-wizard.ts"
import { useVisitorPass } from "./use-visitor-pass.ts"

/**
 * A visitor flow's steps (registration, password reset): the first finds the account and hands its pass to
 * the steps after it; the step that does the flow's work gives the pass back as it moves on.
 */
export const useVisitorSteps = <Step extends string>(steps: readonly [Step, ...ReadonlyArray<Step>]) => {
  const setPass = useVisitorPass()
  const wizard = useWizard(steps)
  const moveOn = (pass: Token | null) => {
    setPass(pass)
    wizard.next()
  }
  return {
    ...wizard,
    found: (pass: Token) => moveOn(pass),
    done: () => moveOn(null),
    /** The pass ended (too many wrong answers): back to the first step, which looks the account up again. */
    startOver: () => {
      setPass(null)
      wizard.back()
    },
  }
}

import type { Token } from "@billpath/contract"
import { useWizard } from "../ui/wizard/use-wizard.ts"
import { useVisitorPass } from "./use-visitor-pass.ts"

/** The first step hands the found account's pass on; the step that does the flow's work gives it back. */
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

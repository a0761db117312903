import { type ReactNode, useEffect, useRef } from "react"
import { wizard as wizardRecipe } from "../../../styled-system/recipes"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import type { Wizard } from "./use-wizard.ts"

export interface WizardStepProps<Step extends string> {
  readonly wizard: Wizard<Step>
  /** The step's heading, e.g. "Find your account". */
  readonly title: string
  readonly children: ReactNode
}

/**
 * One step of a flow: "Step 2 of 3" above the step's heading, then its content. When the step changes
 * the page scrolls to the top and the focus moves to the heading, so a screen reader announces the new
 * step and Tab continues from it instead of from a button that is gone.
 */
export const WizardStep = <Step extends string>({ wizard, title, children }: WizardStepProps<Step>) => {
  const LL = useTranslations()
  const heading = useRef<HTMLHeadingElement>(null)
  const classes = wizardRecipe()
  useEffect(() => {
    if (wizard.moves === 0) return
    window.scrollTo({ top: 0 })
    heading.current?.focus()
  }, [wizard.moves])
  return (
    <section className={classes.root} aria-labelledby={`wizard-step-${wizard.step}`}>
      <p className={classes.indicator}>
        {LL.wizard.stepOf({ step: wizard.index + 1, count: wizard.steps.length })}
      </p>
      <ol className={classes.track} aria-hidden="true">
        {wizard.steps.map((step, index) => (
          <li
            key={step}
            className={classes.mark}
            data-state={index < wizard.index ? "done" : index === wizard.index ? "current" : "next"}
          />
        ))}
      </ol>
      <h2 id={`wizard-step-${wizard.step}`} ref={heading} tabIndex={-1} className={classes.heading}>
        {title}
      </h2>
      {children}
    </section>
  )
}

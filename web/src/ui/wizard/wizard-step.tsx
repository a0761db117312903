import { type ReactNode, useEffect, useRef } from "react"
import { css } from "../../../styled-system/css"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { column } from "../layout/column.ts"
import type { Wizard } from "./use-wizard.ts"

// Atomic styles the rest of the app already uses, so the shared stylesheet does not grow.
const rootClass = css(column, { gap: "3" })
const indicatorClass = css({ m: "0", fontSize: "sm", color: "fg.muted" })
const headingClass = css({ textStyle: "title.card" })

export interface WizardStepProps<Step extends string> {
  readonly wizard: Wizard<Step>
  /** The step's heading, e.g. "Find your account". */
  readonly title: string
  readonly children: ReactNode
}

/** On a step change the heading takes focus, so a screen reader announces the step and Tab goes on from there. */
export const WizardStep = <Step extends string>({ wizard, title, children }: WizardStepProps<Step>) => {
  const LL = useTranslations()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (wizard.moves === 0) return
    window.scrollTo({ top: 0 })
    heading.current?.focus()
  }, [wizard.moves])
  return (
    <section className={rootClass} aria-labelledby={`wizard-step-${wizard.step}`}>
      <p className={indicatorClass}>
        {LL.wizard.stepOf({ step: wizard.index + 1, count: wizard.steps.length })}
      </p>
      <h2 id={`wizard-step-${wizard.step}`} ref={heading} tabIndex={-1} className={headingClass}>
        {title}
      </h2>
      {children}
    </section>
  )
}

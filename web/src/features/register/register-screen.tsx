import { displayName } from "@billpath/contract/rules"
import { Link } from "@tanstack/react-router"
import { useAtomValue } from "jotai"
import { useState } from "react"
import { css } from "../../../styled-system/css"
import { button } from "../../../styled-system/recipes"
import { ThemeLinkAnchor } from "../../chrome/theme-link.tsx"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { usePageParams } from "../../navigation/page-params.ts"
import { useVisitorSteps } from "../../shared/use-visitor-steps.ts"
import { themeForLanguageAtom } from "../../theme/theme-atoms.ts"
import { inlineLinkClass, introClass, noteClass } from "../../ui/form/form-styles.ts"
import { TaskCard } from "../../ui/task-card/task-card.tsx"
import { WizardStep } from "../../ui/wizard/wizard-step.tsx"
import { type FoundRegistration, LookupStep } from "./lookup-step.tsx"
import { SetupStep } from "./setup-step.tsx"

const steps = ["lookup", "setup", "success"] as const

const welcomeClass = css({ fontWeight: "600", m: "0" })

/** Register (spec §2, §4): look the account up with the bill's details, set up the sign-in, then sign in. */
export const RegisterScreen = () => {
  const LL = useTranslations()
  const params = usePageParams()
  const { urls } = useAtomValue(themeForLanguageAtom)
  const wizard = useVisitorSteps(steps)
  const [found, setFound] = useState<FoundRegistration>()
  const titles = {
    lookup: LL.register.lookupHeading(),
    setup: LL.register.setupHeading(),
    success: LL.register.successHeading(),
  } as const

  return (
    <TaskCard title={LL.register.heading()} width="wide">
      <WizardStep wizard={wizard} title={titles[wizard.step]}>
        {wizard.step === "lookup" ? (
          <>
            <p className={introClass}>{LL.register.lookupIntro()}</p>
            <LookupStep
              onFound={(lookup) => {
                setFound(lookup)
                wizard.found(lookup.pass)
              }}
            />
          </>
        ) : null}
        {wizard.step === "setup" && found !== undefined ? (
          <>
            <p className={welcomeClass}>{LL.register.welcome({ name: displayName(found.names) })}</p>
            <p className={introClass}>{LL.register.setupIntro()}</p>
            <SetupStep names={found.names} onSaved={wizard.done} />
          </>
        ) : null}
        {wizard.step === "success" ? (
          <>
            <p className={css({ m: "0" })}>{LL.register.successText()}</p>
            <Link to="/{-$lang}" params={params} className={button({ fullWidth: true })}>
              {LL.register.signIn()}
            </Link>
          </>
        ) : null}
      </WizardStep>
      {wizard.step === "success" ? null : (
        <p className={noteClass}>
          {LL.register.haveAccount()}{" "}
          <Link to="/{-$lang}" params={params} className={inlineLinkClass}>
            {LL.register.signIn()}
          </Link>
          {urls.registrationInstructions === undefined ? null : (
            <>
              {" · "}
              <ThemeLinkAnchor
                link={{
                  href: urls.registrationInstructions,
                  label: LL.register.instructions(),
                  kind: "document",
                }}
                className={inlineLinkClass}
              />
            </>
          )}
        </p>
      )}
    </TaskCard>
  )
}

import { Link } from "@tanstack/react-router"
import { useAtomValue } from "jotai"
import { useState } from "react"
import { css } from "../../../styled-system/css"
import { button } from "../../../styled-system/recipes"
import { apiClientAtom } from "../../api/portal-atoms.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { usePageParams } from "../../navigation/page-params.ts"
import { FindMyBillForm } from "../../shared/find-my-bill/find-my-bill-form.tsx"
import { outcomeAlert } from "../../shared/outcome-alerts.ts"
import { useVisitorSteps } from "../../shared/use-visitor-steps.ts"
import { introClass } from "../../ui/form/form-styles.ts"
import { TaskCard } from "../../ui/task-card/task-card.tsx"
import { WizardStep } from "../../ui/wizard/wizard-step.tsx"
import { SecurityQuestionStep } from "./security-question-step.tsx"

const steps = ["findMyBill", "securityQuestion", "emailSent"] as const

/** PasswordReset (spec §2, §4): the bill's identifiers and the security answer get a temporary password e-mailed. */
export const PasswordResetScreen = () => {
  const LL = useTranslations()
  const api = useAtomValue(apiClientAtom)
  const wizard = useVisitorSteps(steps)
  const params = usePageParams()
  const [questionId, setQuestionId] = useState<number>()
  const titles = {
    findMyBill: LL.passwordReset.findHeading(),
    securityQuestion: LL.passwordReset.questionHeading(),
    emailSent: LL.passwordReset.emailSentHeading(),
  } as const

  return (
    <TaskCard title={LL.titles.passwordReset()}>
      <WizardStep wizard={wizard} title={titles[wizard.step]}>
        {wizard.step === "findMyBill" ? (
          <>
            <p className={introClass}>{LL.passwordReset.findIntro()}</p>
            <FindMyBillForm
              submitLabel={LL.passwordReset.find()}
              busyLabel={LL.passwordReset.finding()}
              onFind={async (identifiers) => {
                const outcome = await api.call("forgotPasswordFindAccount", { body: identifiers })
                if (outcome._tag === "tooMany") return "tooMany"
                if (outcome._tag !== "success") {
                  const reason = outcome._tag === "invalid" ? "invalid" : "failed"
                  return outcomeAlert(LL, "passwordResetFindAccount", reason)
                }
                setQuestionId(outcome.value.securityQuestionID)
                wizard.found(outcome.value.tokenInfo)
              }}
            />
          </>
        ) : null}
        {wizard.step === "securityQuestion" && questionId !== undefined ? (
          <SecurityQuestionStep questionId={questionId} onSent={wizard.done} onEnded={wizard.startOver} />
        ) : null}
        {wizard.step === "emailSent" ? (
          <>
            <p className={css({ m: "0" })}>{LL.passwordReset.emailSentText()}</p>
            <p className={introClass}>{LL.passwordReset.emailSentHint()}</p>
            <Link to="/{-$lang}" params={params} className={button({ fullWidth: true })}>
              {LL.newPassword.returnToSignIn()}
            </Link>
          </>
        ) : null}
      </WizardStep>
    </TaskCard>
  )
}

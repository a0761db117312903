import { useAtomValue, useSetAtom, useStore } from "jotai"
import { useEffect, useState } from "react"
import { apiClientAtom } from "../../api/portal-atoms.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { setVisitorPass } from "../../session/visitor-pass.ts"
import { FindMyBillForm } from "../../shared/find-my-bill/find-my-bill-form.tsx"
import { outcomeAlert } from "../../shared/outcome-alerts.ts"
import { showFocusedAlertAtom } from "../../ui/alerts/alerts-atoms.ts"
import { introClass } from "../../ui/form/form-styles.ts"
import { TaskCard } from "../../ui/task-card/task-card.tsx"
import { useWizard } from "../../ui/wizard/use-wizard.ts"
import { WizardStep } from "../../ui/wizard/wizard-step.tsx"
import { EmailSentStep } from "./email-sent-step.tsx"
import { SecurityQuestionStep } from "./security-question-step.tsx"

const steps = ["findMyBill", "securityQuestion", "emailSent"] as const

/**
 * PasswordReset (spec §2, §4): find the account with the bill's identifiers, answer its security
 * question, and a temporary password is e-mailed; signing in with it leads to the new-password view.
 * The pass the lookup hands out (a PasswordReset token) is the flow's alone and goes when it ends.
 */
export const PasswordResetScreen = () => {
  const LL = useTranslations()
  const store = useStore()
  const api = useAtomValue(apiClientAtom)
  const showAlert = useSetAtom(showFocusedAlertAtom)
  const wizard = useWizard(steps)
  const [questionId, setQuestionId] = useState<number>()

  useEffect(() => () => setVisitorPass(store, null), [store])

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
                const { findAccount } = await import("./password-reset-calls.ts")
                const outcome = await findAccount(api, identifiers)
                if (outcome._tag === "success") {
                  setVisitorPass(store, outcome.value.tokenInfo)
                  setQuestionId(outcome.value.securityQuestionID)
                  wizard.next()
                  return true
                }
                showAlert(
                  outcomeAlert(
                    LL,
                    "passwordResetFindAccount",
                    outcome._tag === "invalid" ? "invalid" : "failed",
                  ),
                )
                return false
              }}
            />
          </>
        ) : null}
        {wizard.step === "securityQuestion" && questionId !== undefined ? (
          <SecurityQuestionStep
            questionId={questionId}
            onSent={() => {
              setVisitorPass(store, null)
              wizard.next()
            }}
          />
        ) : null}
        {wizard.step === "emailSent" ? <EmailSentStep /> : null}
      </WizardStep>
    </TaskCard>
  )
}

import { useAtomValue, useSetAtom } from "jotai"
import { css } from "../../../styled-system/css"
import { apiClientAtom } from "../../api/portal-atoms.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { accountFields } from "../../shared/account-fields.ts"
import { outcomeAlert } from "../../shared/outcome-alerts.ts"
import { useSecurityQuestions } from "../../shared/security-questions.ts"
import { showFocusedAlertAtom } from "../../ui/alerts/alerts-atoms.ts"
import { formClass, introClass } from "../../ui/form/form-styles.ts"
import { SubmitButton } from "../../ui/form/submit-button.tsx"
import { TextField } from "../../ui/form/text-field.tsx"
import { useForm } from "../../ui/form/use-form.ts"
import { Skeleton } from "../../ui/skeleton/skeleton.tsx"

const questionClass = css({ fontWeight: "600", fontSize: "lg", m: "0" })

/** The security question step (spec §2): a wrong answer says so and keeps what was typed. */
export const SecurityQuestionStep = ({
  questionId,
  onSent,
  onEnded,
}: {
  readonly questionId: number
  readonly onSent: () => void
  /** Too many wrong answers ended the pass: the flow starts over from the lookup. */
  readonly onEnded: () => void
}) => {
  const LL = useTranslations()
  const api = useAtomValue(apiClientAtom)
  const language = useAtomValue(languageAtom)
  const showAlert = useSetAtom(showFocusedAlertAtom)
  const questions = useSecurityQuestions()
  const question =
    questions === undefined || questions === "failed"
      ? undefined
      : questions.find(({ id }) => id === questionId)?.question
  const form = useForm({
    initial: { securityAnswerText: "" },
    rules: () => import("./security-answer-rules.ts").then(({ securityAnswerRules }) => securityAnswerRules),
    onSubmit: async ({ securityAnswerText }) => {
      // With the pass: a temporary password is e-mailed when the answer is right.
      const { _tag } = await api.call("forgotPasswordSendEmail", {
        body: { securityAnswerText: securityAnswerText.trim(), languageCode: language },
      })
      if (_tag === "success") onSent()
      else if (_tag === "ended") {
        onEnded()
        showAlert({ priority: 1, text: LL.passwordReset.answersEnded() })
      } else showAlert(outcomeAlert(LL, "passwordResetSendEmail", _tag === "invalid" ? "invalid" : "failed"))
    },
  })
  return (
    <>
      <p className={introClass}>{LL.passwordReset.questionIntro()}</p>
      {questions === undefined ? (
        <Skeleton width="80%" height="1.75rem" />
      ) : (
        <p className={questionClass} id="security-question">
          {question ?? LL.passwordReset.questionUnavailable()}
        </p>
      )}
      <form {...form.formProps} className={formClass}>
        <TextField
          label={LL.passwordReset.answer()}
          {...form.field("securityAnswerText")}
          {...accountFields.securityAnswer}
          required
        />
        <SubmitButton
          busy={form.busy}
          label={LL.passwordReset.sendPassword()}
          busyLabel={LL.passwordReset.sending()}
        />
      </form>
    </>
  )
}

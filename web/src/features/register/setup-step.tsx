import type { AccountNames, registrationSetupForm } from "@billpath/contract"
import { useAtomValue, useSetAtom } from "jotai"
import { css } from "../../../styled-system/css"
import { apiClientAtom } from "../../api/portal-atoms.ts"
import { ThemeLinkAnchor } from "../../chrome/theme-link.tsx"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { accountFields } from "../../shared/account-fields.ts"
import { outcomeAlert } from "../../shared/outcome-alerts.ts"
import { useSecurityQuestions } from "../../shared/security-questions.ts"
import { themeForLanguageAtom, themeSettingsAtom } from "../../theme/theme-atoms.ts"
import { showFocusedAlertAtom } from "../../ui/alerts/alerts-atoms.ts"
import { CheckboxField } from "../../ui/form/checkbox-field.tsx"
import { fieldsetClass, inlineLinkClass, stackClass } from "../../ui/form/form-styles.ts"
import { NativeSelectField } from "../../ui/form/native-select-field.tsx"
import { NewPasswordFields } from "../../ui/form/new-password-fields.tsx"
import { SubmitButton } from "../../ui/form/submit-button.tsx"
import { TextField } from "../../ui/form/text-field.tsx"
import { useForm } from "../../ui/form/use-form.ts"
import { loadRegisterCalls } from "./register-calls-code.ts"

const legendClass = css({ fontSize: "lg", fontWeight: "700", mb: "3", p: "0" })

// The contract form's values, declared because the security question starts as null.
type SetupValues = ReturnType<typeof registrationSetupForm>["Encoded"]

/** Registration's profile setup (spec §2, §5); the security question is in the page's language. */
export const SetupStep = ({
  names,
  onSaved,
}: {
  readonly names: AccountNames
  readonly onSaved: () => void
}) => {
  const LL = useTranslations()
  const api = useAtomValue(apiClientAtom)
  const settings = useAtomValue(themeSettingsAtom)
  const { urls } = useAtomValue(themeForLanguageAtom)
  const language = useAtomValue(languageAtom)
  const showAlert = useSetAtom(showFocusedAlertAtom)
  const questions = useSecurityQuestions()
  const questionOptions = questions === undefined || questions === "failed" ? [] : questions
  const form = useForm<SetupValues>({
    initial: {
      username: "",
      password: "",
      confirmPassword: "",
      securityQuestionID: null,
      securityQuestionAnswer: "",
      email: "",
      termsAgree: false,
      privacyAgree: false,
      notificationsOptIn: false,
    },
    rules: () => loadRegisterCalls().then(({ setupRules }) => setupRules(settings, names)),
    onSubmit: async (values) => {
      const { securityQuestionID } = values
      if (securityQuestionID === null) return
      const { _tag } = await api.call("saveRegistration", {
        body: {
          username: values.username.trim(),
          password: values.password,
          notificationEmailAddress: values.email.trim(),
          prefLanguageCode: language,
          securityQuestionID,
          securityQuestionText: questionOptions.find(({ id }) => id === securityQuestionID)?.question ?? "",
          securityQuestionAnswer: values.securityQuestionAnswer.trim(),
          notificationsOptIn: values.notificationsOptIn,
        },
      })
      if (_tag === "success") onSaved()
      else showAlert(outcomeAlert(LL, "registrationSave", _tag === "username" ? "username" : "failed"))
    },
  })

  // Spec §5: with e-mail usernames required, an e-mail username fills the empty e-mail on blur.
  const fillEmailFromUsername = async () => {
    if (!settings.requireEmailUsername) return
    const { emailFromUsername } = await loadRegisterCalls()
    const { username, email } = form.values
    const filled = emailFromUsername(settings, username.trim(), email)
    if (filled !== email) form.set("email", filled)
  }

  return (
    <form {...form.formProps} className={stackClass}>
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{LL.register.signInDetails()}</legend>
        <TextField
          label={LL.register.username()}
          {...form.field("username")}
          {...accountFields.username}
          type={settings.requireEmailUsername ? "email" : "text"}
          hint={settings.requireEmailUsername ? LL.register.usernameEmailHint() : LL.register.usernameHint()}
          required
          onBlur={() => void fillEmailFromUsername()}
        />
        <NewPasswordFields
          labels={{ password: LL.register.password(), confirm: LL.register.confirmPassword() }}
          password={form.field("password")}
          confirm={form.field("confirmPassword")}
        />
      </fieldset>
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{LL.register.securityHeading()}</legend>
        <NativeSelectField
          label={LL.register.question()}
          name="securityQuestionID"
          value={form.values.securityQuestionID === null ? "" : String(form.values.securityQuestionID)}
          onChange={(value) => form.set("securityQuestionID", value === "" ? null : Number(value))}
          options={questionOptions.map((option) => ({ value: String(option.id), label: option.question }))}
          placeholder={LL.register.chooseQuestion()}
          error={form.field("securityQuestionID").error}
          required
        />
        <TextField
          label={LL.register.answer()}
          {...form.field("securityQuestionAnswer")}
          {...accountFields.securityAnswer}
          required
        />
      </fieldset>
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{LL.register.contactHeading()}</legend>
        <TextField label={LL.register.email()} {...form.field("email")} {...accountFields.email} required />
        <CheckboxField
          label={LL.register.termsAgree()}
          {...form.field("termsAgree")}
          required
          hint={<DocumentLink href={urls.terms} label={LL.register.termsLink()} />}
        />
        <CheckboxField
          label={LL.register.privacyAgree()}
          {...form.field("privacyAgree")}
          required
          hint={<DocumentLink href={urls.privacy} label={LL.register.privacyLink()} />}
        />
        <CheckboxField label={LL.register.notificationsOptIn()} {...form.field("notificationsOptIn")} />
      </fieldset>
      <SubmitButton busy={form.busy} label={LL.register.save()} busyLabel={LL.register.saving()} />
    </form>
  )
}

/** The theme's terms or privacy document: a page, or a PDF to download. */
const DocumentLink = ({ href, label }: { readonly href: string; readonly label: string }) => (
  <ThemeLinkAnchor
    link={{ href, label, kind: /\.pdf(?:$|[?#])/iu.test(href) ? "document" : "url" }}
    className={inlineLinkClass}
  />
)

import { changePassword, fieldProblems, newPasswordForm } from "@billpath/contract"
import { useNavigate } from "@tanstack/react-router"
import { useAtomValue, useSetAtom } from "jotai"
import { type FormEvent, useState } from "react"
import { css } from "../../../styled-system/css"
import { button, card } from "../../../styled-system/recipes"
import { apiClientAtom, userAtom } from "../../api/portal-atoms.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { messageText } from "../../i18n/message-key.ts"
import { pageParams } from "../../navigation/page-params.ts"
import { sessionAtom } from "../../session/session-atoms.ts"
import { themeSettingsAtom } from "../../theme/theme-atoms.ts"
import { showAlertAtom } from "../../ui/alerts/alerts-atoms.ts"
import { TextField } from "../../ui/field/text-field.tsx"

type FieldName = "currentPassword" | "newPassword" | "confirmPassword"
const fieldNames: ReadonlyArray<FieldName> = ["currentPassword", "newPassword", "confirmPassword"]
const isFieldName = (path: string): path is FieldName => fieldNames.some((name) => name === path)

/**
 * The new-password view (ForgotPasswordReset): the customer whose password must be reset chooses a new
 * one, then goes on to the Dashboard with alerts.passwordChangeSuccess. The password-reset issue adds
 * the find-my-bill and security-question steps around it.
 */
export const NewPasswordScreen = () => {
  const LL = useTranslations()
  const navigate = useNavigate()
  const api = useAtomValue(apiClientAtom)
  const user = useAtomValue(userAtom)
  const session = useAtomValue(sessionAtom)
  const settings = useAtomValue(themeSettingsAtom)
  const language = useAtomValue(languageAtom)
  const showAlert = useSetAtom(showAlertAtom)
  const [values, setValues] = useState<Record<FieldName, string>>({
    currentPassword: "",
    newPassword: "",
    confirmPassword: "",
  })
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({})
  const [busy, setBusy] = useState(false)

  const edit = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
    setErrors((current) => ({ ...current, [name]: undefined }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const owner = {
      username: session?.username ?? user?.username ?? "",
      firstName: user?.firstName,
      lastName: user?.lastName,
      companyName: user?.companyName,
    }
    const problems = fieldProblems(newPasswordForm(settings, owner))(values)
    if (problems.length > 0) {
      const found: Partial<Record<FieldName, string>> = {}
      for (const problem of problems) {
        if (isFieldName(problem.path)) found[problem.path] ??= messageText(LL, problem.key)
      }
      setErrors(found)
      return
    }
    setBusy(true)
    const outcome = await api.call(changePassword, {
      body: { currentPassword: values.currentPassword, newPassword: values.newPassword },
    })
    setBusy(false)
    if (outcome._tag === "success") {
      await navigate({
        to: "/{-$lang}/dashboard",
        params: pageParams(language),
        search: { message: "alerts.passwordChangeSuccess", setLanguage: true },
      })
      return
    }
    showAlert({
      priority: 1,
      text: outcome._tag === "invalid" ? LL.alerts.currentPasswordInvalid() : LL.alerts.error(),
    })
  }

  return (
    <section
      aria-labelledby="new-password-heading"
      className={`${card()} ${css({ maxWidth: "520px", mx: "auto" })}`}
    >
      <h1 id="new-password-heading" className={css({ fontSize: "2xl", mb: "2" })}>
        {LL.passwordReset.newPasswordHeading()}
      </h1>
      <p className={css({ color: "fg.muted", mb: "5" })}>{LL.passwordReset.newPasswordIntro()}</p>
      <form
        noValidate
        onSubmit={submit}
        className={css({ display: "flex", flexDirection: "column", gap: "4" })}
      >
        <TextField
          label={LL.passwordReset.currentPassword()}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          maxLength={100}
          required
          value={values.currentPassword}
          onChange={(value) => edit("currentPassword", value)}
          error={errors.currentPassword}
        />
        <TextField
          label={LL.passwordReset.newPassword()}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          maxLength={100}
          required
          value={values.newPassword}
          onChange={(value) => edit("newPassword", value)}
          error={errors.newPassword}
          hint={LL.tooltips.password()}
        />
        <TextField
          label={LL.passwordReset.reenterPassword()}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          maxLength={100}
          required
          value={values.confirmPassword}
          onChange={(value) => edit("confirmPassword", value)}
          error={errors.confirmPassword}
        />
        <button type="submit" className={button({ fullWidth: true })} disabled={busy}>
          {LL.passwordReset.save()}
        </button>
      </form>
    </section>
  )
}

import { useMatches, useNavigate } from "@tanstack/react-router"
import { useAtomValue, useSetAtom, useStore } from "jotai"
import { useCallback } from "react"
import { css } from "../../../styled-system/css"
import { button, card } from "../../../styled-system/recipes"
import { loadUserAndAccount } from "../../api/account-actions.ts"
import { apiClientAtom, userAtom } from "../../api/portal-atoms.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { pageParams } from "../../navigation/page-params.ts"
import { sessionAtom } from "../../session/session-atoms.ts"
import { outcomeAlert } from "../../shared/outcome-alerts.ts"
import { loadSiteChrome } from "../../theme/site-chrome.ts"
import { themeSettingsAtom } from "../../theme/theme-atoms.ts"
import { showAlertAtom } from "../../ui/alerts/alerts-atoms.ts"
import { formClass } from "../../ui/form/form-styles.ts"
import { PasswordField } from "../../ui/form/password-field.tsx"
import { useForm } from "../../ui/form/use-form.ts"

/**
 * The new-password view: the customer whose password must be reset chooses a new one and goes on to
 * the Dashboard (ForgotPasswordReset), or a customer changes theirs from the settings and goes back
 * there (the route's `nextPage`), with alerts.passwordChangeSuccess. The password reset adds the
 * find-my-bill and security-question steps around it.
 */
export const NewPasswordScreen = () => {
  const LL = useTranslations()
  const navigate = useNavigate()
  const api = useAtomValue(apiClientAtom)
  const store = useStore()
  const user = useAtomValue(userAtom)
  const session = useAtomValue(sessionAtom)
  const settings = useAtomValue(themeSettingsAtom)
  const language = useAtomValue(languageAtom)
  const showAlert = useSetAtom(showAlertAtom)
  const nextPage = useMatches({ select: (matches) => matches.at(-1)?.staticData.page?.nextPage })
  // The rules (the contract's form, with Effect) come when the customer starts filling the form.
  const rules = useCallback(
    () =>
      import("./new-password-rules.ts").then(({ newPasswordRules }) =>
        newPasswordRules(settings, {
          username: session?.username ?? user?.username ?? "",
          firstName: user?.firstName,
          lastName: user?.lastName,
          companyName: user?.companyName,
        }),
      ),
    [settings, session, user],
  )
  const form = useForm({
    initial: { currentPassword: "", newPassword: "", confirmPassword: "" },
    rules,
    onSubmit: async ({ currentPassword, newPassword }) => {
      const { savePassword } = await import("./save-password.ts")
      const outcome = await savePassword(api, { currentPassword, newPassword })
      if (outcome._tag === "success") {
        if (nextPage === "/account/settings") {
          await navigate({ to: "/{-$lang}/account/settings", params: pageParams(language) })
          showAlert(outcomeAlert(LL, "passwordChange", "success"))
          return
        }
        // The account was closed to a sign-in that had to choose a password: it opens now.
        await loadUserAndAccount(store)
        await loadSiteChrome(store)
        await navigate({
          to: "/{-$lang}/dashboard",
          params: pageParams(language),
          search: { message: "alerts.passwordChangeSuccess", setLanguage: true },
        })
        return
      }
      showAlert(outcomeAlert(LL, "passwordChange", outcome._tag === "invalid" ? "invalid" : "failed"))
    },
  })

  return (
    <section
      aria-labelledby="new-password-heading"
      className={`${card()} ${css({ maxWidth: "520px", mx: "auto" })}`}
    >
      <h1 id="new-password-heading" className={css({ fontSize: "2xl", mb: "2" })}>
        {LL.newPassword.newPasswordHeading()}
      </h1>
      <p className={css({ color: "fg.muted", mb: "5" })}>{LL.newPassword.newPasswordIntro()}</p>
      <form {...form.formProps} className={formClass}>
        <PasswordField
          label={LL.newPassword.currentPassword()}
          {...form.field("currentPassword")}
          autoComplete="current-password"
          required
        />
        <PasswordField
          label={LL.newPassword.newPasswordField()}
          {...form.field("newPassword")}
          autoComplete="new-password"
          required
          hint={LL.tooltips.password()}
        />
        <PasswordField
          label={LL.newPassword.reenterPassword()}
          {...form.field("confirmPassword")}
          autoComplete="new-password"
          required
        />
        <button type="submit" className={button({ fullWidth: true })} disabled={form.busy}>
          {LL.newPassword.save()}
        </button>
      </form>
    </section>
  )
}

import { Link, useMatches, useNavigate } from "@tanstack/react-router"
import { useAtomValue, useSetAtom, useStore } from "jotai"
import { css } from "../../../styled-system/css"
import { button, card } from "../../../styled-system/recipes"
import { loadUserAndAccount } from "../../api/account-actions.ts"
import { apiClientAtom, userAtom } from "../../api/portal-atoms.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { usePageParams } from "../../navigation/page-params.ts"
import { sessionAtom } from "../../session/session-atoms.ts"
import { outcomeAlert } from "../../shared/outcome-alerts.ts"
import { loadSiteChrome } from "../../theme/site-chrome.ts"
import { themeSettingsAtom } from "../../theme/theme-atoms.ts"
import { showAlertAtom } from "../../ui/alerts/alerts-atoms.ts"
import { formClass } from "../../ui/form/form-styles.ts"
import { NewPasswordFields } from "../../ui/form/new-password-fields.tsx"
import { PasswordField } from "../../ui/form/password-field.tsx"
import { SubmitButton } from "../../ui/form/submit-button.tsx"
import { useForm } from "../../ui/form/use-form.ts"

const actionsClass = css({ display: "flex", flexDirection: { base: "column", sm: "row" }, gap: "3" })

/** A chosen change can be cancelled; a forced one cannot, as the account stays closed until it is done. */
export const NewPasswordScreen = () => {
  const LL = useTranslations()
  const navigate = useNavigate()
  const api = useAtomValue(apiClientAtom)
  const store = useStore()
  const user = useAtomValue(userAtom)
  const session = useAtomValue(sessionAtom)
  const settings = useAtomValue(themeSettingsAtom)
  const params = usePageParams()
  const showAlert = useSetAtom(showAlertAtom)
  const nextPage = useMatches({ select: (matches) => matches.at(-1)?.staticData.page?.nextPage })
  const chosen = nextPage === "/account/settings"
  const form = useForm({
    initial: { currentPassword: "", newPassword: "", confirmPassword: "" },
    // The contract's form (Effect) comes when the customer starts filling the form.
    rules: () =>
      import("./new-password-rules.ts").then(({ newPasswordRules }) =>
        newPasswordRules(settings, {
          username: session?.username ?? user?.username ?? "",
          firstName: user?.firstName,
          lastName: user?.lastName,
          companyName: user?.companyName,
        }),
      ),
    onSubmit: async ({ currentPassword, newPassword }) => {
      const { _tag } = await api.call("changePassword", { body: { currentPassword, newPassword } })
      if (_tag !== "success") {
        showAlert(outcomeAlert(LL, "passwordChange", _tag === "invalid" ? "invalid" : "failed"))
        return
      }
      if (chosen) {
        await navigate({ to: "/{-$lang}/account/settings", params })
        showAlert(outcomeAlert(LL, "passwordChange", "success"))
        return
      }
      // The account was closed to a sign-in that had to choose a password: it opens now.
      await loadUserAndAccount(store)
      await loadSiteChrome(store)
      const search = { message: "alerts.passwordChangeSuccess", setLanguage: true } as const
      await navigate({ to: "/{-$lang}/dashboard", params, search })
    },
  })

  return (
    <section
      aria-labelledby="new-password-heading"
      className={`${card()} ${css({ maxWidth: "520px", mx: "auto" })}`}
    >
      <h1 id="new-password-heading" className={css({ textStyle: "title.page", mb: "2" })}>
        {chosen ? LL.newPassword.changeHeading() : LL.newPassword.newPasswordHeading()}
      </h1>
      <p className={css({ color: "fg.muted", mb: "5" })}>
        {chosen ? LL.newPassword.changeIntro() : LL.newPassword.newPasswordIntro()}
      </p>
      <form {...form.formProps} className={formClass}>
        <PasswordField
          label={LL.newPassword.currentPassword()}
          {...form.field("currentPassword")}
          autoComplete="current-password"
          required
        />
        <NewPasswordFields
          labels={{ password: LL.newPassword.newPasswordField(), confirm: LL.newPassword.reenterPassword() }}
          password={form.field("newPassword")}
          confirm={form.field("confirmPassword")}
        />
        {chosen ? (
          <div className={actionsClass}>
            <button type="submit" className={button()} disabled={form.busy}>
              {LL.newPassword.save()}
            </button>
            <Link
              to="/{-$lang}/account/settings"
              params={params}
              search={{ currentView: "myProfile" }}
              className={button({ variant: "outline" })}
            >
              {LL.newPassword.cancel()}
            </Link>
          </div>
        ) : (
          <SubmitButton busy={form.busy} label={LL.newPassword.save()} />
        )}
      </form>
    </section>
  )
}

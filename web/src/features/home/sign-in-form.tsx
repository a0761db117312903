import { isQuickPayOffered } from "@billpath/contract/rules"
import { Link, useNavigate } from "@tanstack/react-router"
import { useAtomValue, useSetAtom, useStore } from "jotai"
import { css } from "../../../styled-system/css"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { prefetchScreenTexts } from "../../i18n/load-texts.ts"
import { pageParams } from "../../navigation/page-params.ts"
import { alertFor, outcomeAlert } from "../../shared/outcome-alerts.ts"
import { GatedSubmit } from "../../shared/robot-check/gated-submit.tsx"
import { useRobotGate } from "../../shared/robot-check/use-robot-check.tsx"
import { themeSettingsAtom } from "../../theme/theme-atoms.ts"
import { showFocusedAlertAtom } from "../../ui/alerts/alerts-atoms.ts"
import { formClass, inlineLinkClass } from "../../ui/form/form-styles.ts"
import { TextField } from "../../ui/form/text-field.tsx"
import { useForm } from "../../ui/form/use-form.ts"

/**
 * The form's rules and the sign-in, which come with the contract's decoders (Effect): loaded when the
 * customer starts filling the form (the form hook fetches the rules on its first focus), so the sign-in
 * page itself stays light.
 */
const loadSignInCode = () => import("./sign-in.ts")
const loadSignInRules = () => loadSignInCode().then(({ signInRules }) => signInRules)

export const SignInForm = () => {
  const LL = useTranslations()
  const store = useStore()
  const navigate = useNavigate()
  const language = useAtomValue(languageAtom)
  const settings = useAtomValue(themeSettingsAtom)
  // The submit button is disabled while signing in, which drops its focus: a failure's alert takes it.
  const showAlert = useSetAtom(showFocusedAlertAtom)
  const robot = useRobotGate()

  const signInWith = async ({
    username,
    password,
  }: {
    readonly username: string
    readonly password: string
  }) => {
    if (!(await robot.passes({ username: username.trim() }))) return
    // The next screen's texts come while the API answers.
    prefetchScreenTexts(language)
    // Already here: the rules the form just applied came with it.
    const { signIn } = await loadSignInCode()
    const result = await signIn(store, username.trim(), password)
    if (result === "success" || result === "resetRequired") {
      const params = pageParams(language)
      if (result === "resetRequired") await navigate({ to: "/{-$lang}/account/password-reset", params })
      else await navigate({ to: "/{-$lang}/dashboard", params, search: { setLanguage: true } })
      return
    }
    showAlert(outcomeAlert(LL, "signIn", result))
    // A failed attempt resets the robot check (spec §4).
    robot.reset()
  }

  const form = useForm({
    initial: { username: "", password: "" },
    rules: loadSignInRules,
    onSubmit: signInWith,
    onRulesUnavailable: () => showAlert(alertFor(LL, "error")),
  })
  return (
    // Starting to fill the form fetches the sign-in code (the hook's onFocus), so the first submit does
    // not wait for it.
    <form {...form.formProps} className={formClass}>
      <TextField
        label={LL.home.username()}
        {...form.field("username")}
        autoComplete="username"
        limit="username"
        required
      />
      {/* Without the show/hide toggle: the sign-in page keeps its texts and stays within its weight. */}
      <TextField
        label={LL.home.password()}
        {...form.field("password")}
        type="password"
        autoComplete="current-password"
        limit="password"
        required
      />
      {robot.challenge}
      <GatedSubmit
        busy={form.busy}
        robotBlocked={robot.blocked}
        label={LL.home.submit()}
        busyLabel={LL.home.signingIn()}
      />
      <Link to="/{-$lang}/password-reset" params={pageParams(language)} className={inlineLinkClass}>
        {LL.home.forgotPassword()}
      </Link>
      {settings.hideOnlineEnrollmentLink ? null : (
        <p className={css({ m: 0 })}>
          {LL.home.noAccount()}{" "}
          <Link to="/{-$lang}/register" params={pageParams(language)} className={inlineLinkClass}>
            {LL.home.createAccount()}
          </Link>
        </p>
      )}
      {isQuickPayOffered(settings) ? (
        <Link to="/{-$lang}/quickpay" params={pageParams(language)} className={inlineLinkClass}>
          {LL.home.quickPay()}
        </Link>
      ) : null}
    </form>
  )
}

import { useNavigate } from "@tanstack/react-router"
import { useAtomValue, useSetAtom, useStore } from "jotai"
import { lazy, Suspense, useMemo, useState } from "react"
import { css } from "../../../styled-system/css"
import { button } from "../../../styled-system/recipes"
import { apiClientAtom } from "../../api/portal-atoms.ts"
import { pagePath } from "../../app/page-path.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../session/session-atoms.ts"
import { activeThemeAtom, themeSettingsAtom } from "../../theme/theme-atoms.ts"
import { showAlertAtom } from "../../ui/alerts/alerts-atoms.ts"
import { TextField } from "../../ui/form/text-field.tsx"
import { useForm } from "../../ui/form/use-form.ts"
import { createRobotCheck } from "../robot-check/robot-check.ts"
import type { SignInResult } from "./sign-in.ts"

/** The robot check's state: not yet run, passed, or waiting for the visible challenge. */
type RobotState = "unchecked" | "passed" | "challenge"

// Shown only when the low-friction check does not verify; its code loads then.
const VisibleChallenge = lazy(() =>
  import("../robot-check/visible-challenge.tsx").then(({ VisibleChallenge }) => ({
    default: VisibleChallenge,
  })),
)

/**
 * The form's rules and the sign-in, which come with the contract's decoders (Effect): loaded when the
 * customer starts filling the form (the form hook fetches the rules on its first focus), so the sign-in
 * page itself stays light.
 */
const loadSignInCode = () => import("./sign-in.ts")
const loadSignInRules = () => loadSignInCode().then(({ signInRules }) => signInRules)

const linkClass = css({ color: "accent.link", textDecoration: "underline", fontWeight: "500" })

export const SignInForm = () => {
  const LL = useTranslations()
  const store = useStore()
  const navigate = useNavigate()
  const language = useAtomValue(languageAtom)
  const settings = useAtomValue(themeSettingsAtom)
  const { config } = useAtomValue(activeThemeAtom)
  const api = useAtomValue(apiClientAtom)
  const showAlert = useSetAtom(showAlertAtom)
  const robotCheck = useMemo(
    () =>
      createRobotCheck(config, api, () =>
        import("../robot-check/google-recaptcha.ts").then(({ loadGoogleRecaptcha }) =>
          loadGoogleRecaptcha(config.captchaKey, config.captchaEnterpriseURL),
        ),
      ),
    [config, api],
  )
  const [robot, setRobot] = useState<RobotState>(robotCheck.kind === "none" ? "passed" : "unchecked")
  const [challengeKey, setChallengeKey] = useState(0)

  const alertFor = (result: Exclude<SignInResult, "success" | "resetRequired">): string =>
    result === "invalid"
      ? LL.alerts.loginInvalid()
      : result === "locked"
        ? LL.alerts.loginLocked()
        : LL.alerts.loginFailed()

  const signInWith = async ({
    username,
    password,
  }: {
    readonly username: string
    readonly password: string
  }) => {
    if (robot === "unchecked") {
      if (!(await robotCheck.lowFriction(username.trim()))) {
        setRobot("challenge")
        return
      }
      setRobot("passed")
    }
    // Already here: the rules the form just applied came with it.
    const { signIn } = await loadSignInCode()
    const result = await signIn(store, username.trim(), password)
    if (result === "success" || result === "resetRequired") {
      const lang = language === "en" ? undefined : language
      if (result === "resetRequired")
        await navigate({ to: "/{-$lang}/account/password-reset", params: { lang } })
      else await navigate({ to: "/{-$lang}/dashboard", params: { lang }, search: { setLanguage: true } })
      return
    }
    showAlert({ priority: 1, text: alertFor(result) })
    // A failed attempt resets the robot check (spec §4).
    if (robotCheck.kind !== "none") {
      setRobot("unchecked")
      setChallengeKey((key) => key + 1)
    }
  }

  const form = useForm({
    initial: { username: "", password: "" },
    rules: loadSignInRules,
    onSubmit: signInWith,
    onRulesUnavailable: () => showAlert({ priority: 1, text: LL.alerts.error() }),
  })
  const busy = form.busy

  const submitBlocked = busy || robot === "challenge"
  return (
    // Starting to fill the form fetches the sign-in code (the hook's onFocus), so the first submit does
    // not wait for it.
    <form {...form.formProps} className={css({ display: "flex", flexDirection: "column", gap: "4" })}>
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
      {robot === "challenge" ? (
        <Suspense fallback={null}>
          <VisibleChallenge
            key={challengeKey}
            check={robotCheck}
            onPassed={() => setRobot("passed")}
            onFailed={() => showAlert({ priority: 1, text: LL.home.robotCheckFailed() })}
          />
        </Suspense>
      ) : null}
      <button
        type="submit"
        className={button({ fullWidth: true })}
        disabled={submitBlocked}
        aria-disabled={submitBlocked}
      >
        {busy ? LL.home.signingIn() : LL.home.submit()}
      </button>
      <a href={pagePath(language, "/password-reset")} className={linkClass}>
        {LL.home.forgotPassword()}
      </a>
      {settings.hideOnlineEnrollmentLink ? null : (
        <p className={css({ m: 0 })}>
          {LL.home.noAccount()}{" "}
          <a href={pagePath(language, "/register")} className={linkClass}>
            {LL.home.createAccount()}
          </a>
        </p>
      )}
      {settings.allowQuickPay ? (
        <a href={pagePath(language, "/quickpay")} className={linkClass}>
          {LL.home.quickPay()}
        </a>
      ) : null}
    </form>
  )
}

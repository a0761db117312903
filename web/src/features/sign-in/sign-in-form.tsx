import { Link, useNavigate } from "@tanstack/react-router"
import { useAtomValue, useSetAtom, useStore } from "jotai"
import { type FormEvent, lazy, Suspense, useMemo, useState } from "react"
import { css } from "../../../styled-system/css"
import { button } from "../../../styled-system/recipes"
import { apiClientAtom } from "../../api/portal-atoms.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { pageParams, plannedPage } from "../../navigation/page-params.ts"
import { createRobotCheck } from "../../shared/robot-check/robot-check.ts"
import { activeThemeAtom, themeSettingsAtom } from "../../theme/theme-atoms.ts"
import { showAlertAtom } from "../../ui/alerts/alerts-atoms.ts"
import { TextField } from "../../ui/field/text-field.tsx"
import type { SignInResult } from "./sign-in.ts"

type FieldName = "username" | "password"
type Errors = Partial<Record<FieldName, string>>

/** The robot check's state: not yet run, passed, or waiting for the visible challenge. */
type RobotState = "unchecked" | "passed" | "challenge"

// Shown only when the low-friction check does not verify; its code loads then.
const VisibleChallenge = lazy(() =>
  import("../../shared/robot-check/visible-challenge.tsx").then(({ VisibleChallenge }) => ({
    default: VisibleChallenge,
  })),
)

/**
 * The form's rules and the sign-in, which come with the contract's decoders (Effect): loaded when the
 * customer starts filling the form, so the sign-in page itself stays light.
 */
const loadSignInCode = () => Promise.all([import("./sign-in.ts"), import("../../i18n/message-key.ts")])

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
        import("../../shared/robot-check/google-recaptcha.ts").then(({ loadGoogleRecaptcha }) =>
          loadGoogleRecaptcha(config.captchaKey, config.captchaEnterpriseURL),
        ),
      ),
    [config, api],
  )
  const [username, setUsername] = useState("")
  const [password, setPassword] = useState("")
  const [errors, setErrors] = useState<Errors>({})
  const [robot, setRobot] = useState<RobotState>(robotCheck.kind === "none" ? "passed" : "unchecked")
  const [challengeKey, setChallengeKey] = useState(0)
  const [busy, setBusy] = useState(false)

  const edit = (name: FieldName, value: string) => {
    if (name === "username") setUsername(value)
    else setPassword(value)
    // Errors clear on typing (spec §5).
    setErrors((current) => ({ ...current, [name]: undefined }))
  }

  const alertFor = (result: Exclude<SignInResult, "success" | "resetRequired">): string =>
    result === "invalid"
      ? LL.alerts.loginInvalid()
      : result === "locked"
        ? LL.alerts.loginLocked()
        : LL.alerts.loginFailed()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    let signing: Awaited<ReturnType<typeof loadSignInCode>>[0]
    let messages: Awaited<ReturnType<typeof loadSignInCode>>[1]
    try {
      ;[signing, messages] = await loadSignInCode()
    } catch {
      setBusy(false)
      showAlert({ priority: 1, text: LL.alerts.error() })
      return
    }
    const problems = signing.signInProblems({ username, password })
    if (problems.length > 0) {
      const found: Errors = {}
      for (const problem of problems) {
        if (problem.path === "username" || problem.path === "password") {
          found[problem.path] ??= messages.messageText(LL, problem.key)
        }
      }
      setErrors(found)
      setBusy(false)
      return
    }
    try {
      if (robot === "unchecked") {
        if (!(await robotCheck.lowFriction(username.trim()))) {
          setRobot("challenge")
          return
        }
        setRobot("passed")
      }
      const result = await signing.signIn(store, username.trim(), password)
      if (result === "success" || result === "resetRequired") {
        const params = pageParams(language)
        if (result === "resetRequired") await navigate({ to: "/{-$lang}/account/password-reset", params })
        else await navigate({ to: "/{-$lang}/dashboard", params, search: { setLanguage: true } })
        return
      }
      showAlert({ priority: 1, text: alertFor(result) })
      // A failed attempt resets the robot check (spec §4).
      if (robotCheck.kind !== "none") {
        setRobot("unchecked")
        setChallengeKey((key) => key + 1)
      }
    } finally {
      setBusy(false)
    }
  }

  const submitBlocked = busy || robot === "challenge"
  const prepareSignIn = () => void loadSignInCode().catch(() => undefined)
  return (
    <form
      noValidate
      onSubmit={submit}
      // Starting to fill the form fetches the sign-in code, so the first submit does not wait for it.
      onFocus={prepareSignIn}
      className={css({ display: "flex", flexDirection: "column", gap: "4" })}
    >
      <TextField
        label={LL.home.username()}
        name="username"
        value={username}
        onChange={(value) => edit("username", value)}
        error={errors.username}
        autoComplete="username"
        maxLength={200}
        required
      />
      <TextField
        label={LL.home.password()}
        name="password"
        type="password"
        value={password}
        onChange={(value) => edit("password", value)}
        error={errors.password}
        autoComplete="current-password"
        maxLength={100}
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
      <Link {...plannedPage(language, "password-reset")} className={linkClass}>
        {LL.home.forgotPassword()}
      </Link>
      {settings.hideOnlineEnrollmentLink ? null : (
        <p className={css({ m: 0 })}>
          {LL.home.noAccount()}{" "}
          <Link {...plannedPage(language, "register")} className={linkClass}>
            {LL.home.createAccount()}
          </Link>
        </p>
      )}
      {settings.allowQuickPay ? (
        <Link {...plannedPage(language, "quickpay")} className={linkClass}>
          {LL.home.quickPay()}
        </Link>
      ) : null}
    </form>
  )
}

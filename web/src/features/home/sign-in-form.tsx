import { isQuickPayOffered } from "@billpath/contract/rules"
import { Link, useNavigate } from "@tanstack/react-router"
import { useAtomValue, useSetAtom, useStore } from "jotai"
import { lazy, Suspense, useState } from "react"
import { css, cx } from "../../../styled-system/css"
import { button } from "../../../styled-system/recipes"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { prefetchScreenTexts } from "../../i18n/load-texts.ts"
import { usePageParams } from "../../navigation/page-params.ts"
import { accountFields } from "../../shared/account-fields.ts"
import { alertFor, outcomeAlert } from "../../shared/outcome-alerts.ts"
import { passkeysOfferedAtom } from "../../shared/passkeys/passkeys-offered.ts"
import { GatedSubmit } from "../../shared/robot-check/gated-submit.tsx"
import { useRobotGate } from "../../shared/robot-check/use-robot-check.tsx"
import { themeSettingsAtom } from "../../theme/theme-atoms.ts"
import { showFocusedAlertAtom } from "../../ui/alerts/alerts-atoms.ts"
import { formClass, inlineLinkClass } from "../../ui/form/form-styles.ts"
import { TextField } from "../../ui/form/text-field.tsx"
import { useForm } from "../../ui/form/use-form.ts"
import type { CodeOwed } from "./sign-in.ts"

// The rules and the sign-in come with the contract's decoders (Effect): the form hook fetches them on its
// first focus, so the sign-in page itself stays light and the first submit does not wait for them.
const loadSignInCode = () => import("./sign-in-code.ts")
const loadSignInRules = () => loadSignInCode().then(({ signInRules }) => signInRules)
// The code step and passkeys are for some providers and customers only: they load when they show.
const CodeStep = lazy(() => loadSignInCode().then(({ CodeStep }) => ({ default: CodeStep })))
const PasskeySignIn = lazy(() => loadSignInCode().then(({ PasskeySignIn }) => ({ default: PasskeySignIn })))

const quickPayClass = cx(
  button({ variant: "outline", fullWidth: true }),
  css({
    // The floor of touch-sizes.tsx is a min-height that beats this layer's: padding makes it a primary's height.
    _kiosk: { paddingBlock: "4" },
  }),
)
const ruleClass = css({
  borderTopWidth: "1px",
  borderTopStyle: "solid",
  borderTopColor: "border.default",
  m: "0",
})

export const SignInForm = () => {
  const LL = useTranslations()
  const store = useStore()
  const navigate = useNavigate()
  const language = useAtomValue(languageAtom)
  const settings = useAtomValue(themeSettingsAtom)
  // The submit button is disabled while signing in, which drops its focus: a failure's alert takes it.
  const showAlert = useSetAtom(showFocusedAlertAtom)
  const robot = useRobotGate()
  const params = usePageParams()
  const passkeys = useAtomValue(passkeysOfferedAtom)
  const [pending, setPending] = useState<{ readonly username: string; readonly owed: CodeOwed }>()
  // "Sign in again" on the code step takes its button away: the focus goes back to the password (the
  // username is still there). A step that ended otherwise leaves the focus on its alert.
  const [backToPassword, setBackToPassword] = useState(false)
  const signedIn = (result: "success" | "resetRequired") =>
    navigate(
      result === "success"
        ? { to: "/{-$lang}/dashboard", params, search: { setLanguage: true } }
        : { to: "/{-$lang}/account/password-reset", params },
    )
  const form = useForm({
    initial: { username: "", password: "" },
    rules: loadSignInRules,
    onSubmit: async ({ username, password }) => {
      if (!(await robot.passes({ username: username.trim() }))) return
      // The next screen's texts come while the API answers.
      prefetchScreenTexts(language)
      // Already here: it came with the rules.
      const { signIn } = await loadSignInCode()
      const result = await signIn(store, username.trim(), password)
      if (typeof result === "object") {
        setPending({ username: username.trim(), owed: result })
      } else if (result === "success" || result === "resetRequired") {
        await signedIn(result)
      } else {
        showAlert(outcomeAlert(LL, "signIn", result))
        robot.reset()
      }
    },
    onRulesUnavailable: () => showAlert(alertFor(LL, "error")),
  })
  if (pending !== undefined)
    return (
      <Suspense>
        <CodeStep
          {...pending}
          onSignedIn={signedIn}
          onEnded={(how) => {
            setBackToPassword(how === "startOver")
            setPending(undefined)
          }}
        />
      </Suspense>
    )
  return (
    <form {...form.formProps} className={formClass}>
      <TextField
        label={LL.home.username()}
        {...form.field("username")}
        {...accountFields.username}
        // The browser offers the customer's passkeys in this field's autofill.
        {...(passkeys ? { autoComplete: "username webauthn" } : {})}
        required
      />
      {/* Without the show/hide toggle: the sign-in page keeps its texts and stays within its weight. */}
      <TextField
        label={LL.home.password()}
        {...form.field("password")}
        type="password"
        autoComplete="current-password"
        autoFocus={backToPassword}
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
      {passkeys ? (
        <Suspense>
          <PasskeySignIn onSignedIn={signedIn} />
        </Suspense>
      ) : null}
      <Link to="/{-$lang}/password-reset" params={params} className={inlineLinkClass}>
        {LL.home.forgotPassword()}
      </Link>
      {settings.hideOnlineEnrollmentLink ? null : (
        <p className={css({ m: 0 })}>
          {LL.home.noAccount()}{" "}
          <Link to="/{-$lang}/register" params={params} className={inlineLinkClass}>
            {LL.home.createAccount()}
          </Link>
        </p>
      )}
      {isQuickPayOffered(settings) ? (
        // A task of its own, not an aside: a button's size, below a rule that parts it from signing in.
        <>
          <hr className={ruleClass} />
          <Link to="/{-$lang}/quickpay" params={params} className={quickPayClass}>
            {LL.home.quickPay()}
          </Link>
        </>
      ) : null}
    </form>
  )
}

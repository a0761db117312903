import { useAtomValue, useSetAtom, useStore } from "jotai"
import { type FormEvent, useEffect, useState } from "react"
import { css } from "../../../styled-system/css"
import { button, field } from "../../../styled-system/recipes"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { setVisitorPass } from "../../session/visitor-pass.ts"
import { alertFor, outcomeAlert } from "../../shared/outcome-alerts.ts"
import { useSecurityTexts } from "../../shared/security-texts.ts"
import { kioskSettingsAtom } from "../../theme/theme-atoms.ts"
import { showFocusedAlertAtom } from "../../ui/alerts/alerts-atoms.ts"
import { CheckboxField } from "../../ui/form/checkbox-field.tsx"
import { FieldFrame } from "../../ui/form/field-frame.tsx"
import { FieldInput } from "../../ui/form/field-input.tsx"
import { formClass, introClass } from "../../ui/form/form-styles.ts"
import { SubmitButton } from "../../ui/form/submit-button.tsx"
import { Skeleton } from "../../ui/skeleton/skeleton.tsx"
import { type CodeOwed, resendCode, type SignInResult, submitCode } from "./sign-in.ts"

const headingClass = css({ textStyle: "title.card", _focusVisible: { outline: "none" } })
const codeInputClass = css({ fontVariantNumeric: "tabular-nums", letterSpacing: "0.3em" })
const actionsClass = css({ display: "flex", flexWrap: "wrap", gap: "3" })

export interface CodeStepProps {
  readonly username: string
  readonly owed: CodeOwed
  /** Signed in: the form goes on to the dashboard or the new-password view. */
  readonly onSignedIn: (result: "success" | "resetRequired") => void
  /** Back to the password: the customer chose to sign in again, or an alert says why the sign-in ended. */
  readonly onEnded: (how: "startOver" | "ended") => void
}

/** The e-mailed code after a right password; a kiosk's on-screen keypad shows digits for it. */
export const CodeStep = (props: CodeStepProps) => {
  const store = useStore()
  // The pending sign-in's token goes with the step, whichever way the customer leaves it.
  useEffect(() => () => setVisitorPass(store, null), [store])
  const ready = useSecurityTexts()
  return ready ? <CodeForm {...props} /> : <Skeleton width="100%" height="12rem" />
}

const CodeForm = ({ username, owed, onSignedIn, onEnded }: CodeStepProps) => {
  const LL = useTranslations()
  const store = useStore()
  const showAlert = useSetAtom(showFocusedAlertAtom)
  // A shared terminal is no browser to remember.
  const kiosk = useAtomValue(kioskSettingsAtom) !== undefined
  const [sent, setSent] = useState(owed)
  const [code, setCode] = useState("")
  const [remember, setRemember] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const texts = LL.secondFactor

  const said = (result: SignInResult | "ended" | "tooMany"): void => {
    if (result === "success" || result === "resetRequired") {
      onSignedIn(result)
    } else if (result === "tooMany") {
      showAlert({ priority: 1, text: texts.tooMany() })
    } else if (result === "ended" || result === "locked") {
      // A lock says so; otherwise the spec's invalid sign-in, to be started again from the password.
      showAlert(outcomeAlert(LL, "signIn", result === "locked" ? "locked" : "invalid"))
      onEnded("ended")
    } else {
      setCode("")
      showAlert(outcomeAlert(LL, "signIn", result))
    }
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const typed = code.trim()
    const wellFormed = /^[0-9]{6}$/u.test(typed)
    setError(wellFormed ? undefined : texts.codeFormat())
    if (!wellFormed) return
    setBusy(true)
    const result = await submitCode(store, username, typed, remember && !kiosk)
    setBusy(false)
    said(result)
  }

  const resend = async () => {
    if (busy) return
    setBusy(true)
    const result = await resendCode(store)
    setBusy(false)
    if (typeof result === "object") {
      setSent(result)
      setCode("")
      showAlert({ priority: 4, text: texts.resent({ address: result.sentTo }) })
    } else if (result === "failed") showAlert(alertFor(LL, "error"))
    else said(result)
  }

  return (
    <form
      className={formClass}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="code-heading"
    >
      <h2 id="code-heading" className={headingClass}>
        {texts.heading()}
      </h2>
      <p className={introClass}>
        {texts.sentTo({ address: sent.sentTo, minutes: Math.max(1, Math.round(sent.codeSeconds / 60)) })}
      </p>
      <FieldFrame label={texts.code()} hint={texts.codeHint()} error={error} required>
        <FieldInput
          className={`${field().input} ${codeInputClass}`}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          // The step replaces the form the focus was in: its one field takes it.
          autoFocus
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/gu, ""))}
        />
      </FieldFrame>
      {kiosk ? null : (
        <CheckboxField label={texts.remember()} name="remember" value={remember} onChange={setRemember} />
      )}
      <SubmitButton busy={busy} label={texts.submit()} busyLabel={texts.checking()} />
      <div className={actionsClass}>
        <button
          type="button"
          className={button({ variant: "outline" })}
          onClick={() => void resend()}
          disabled={busy}
        >
          {texts.resend()}
        </button>
        <button
          type="button"
          className={button({ variant: "ghost" })}
          onClick={() => onEnded("startOver")}
          disabled={busy}
        >
          {texts.startOver()}
        </button>
      </div>
    </form>
  )
}

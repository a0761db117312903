import { useSetAtom, useStore } from "jotai"
import { useEffect, useRef, useState } from "react"
import { button } from "../../../styled-system/recipes"
import { apiClientAtom } from "../../api/portal-atoms.ts"
import type { PortalStore } from "../../api/portal-store.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { outcomeAlert } from "../../shared/outcome-alerts.ts"
import { canAutofillPasskeys, cancelPasskeyRequest, getPasskey } from "../../shared/passkeys/webauthn.ts"
import { useSecurityTexts } from "../../shared/security-texts.ts"
import { showFocusedAlertAtom } from "../../ui/alerts/alerts-atoms.ts"
import { completeSignIn, type SignInResult } from "./sign-in.ts"

type PasskeyResult = SignInResult | "notDone" | "refused" | "tooMany"

/** A passkey stands for both factors: no code follows it. */
const signInWithPasskey = async (store: PortalStore, autofill: boolean): Promise<PasskeyResult> => {
  const api = store.get(apiClientAtom)
  const options = await api.call("passkeySignInOptions", {})
  if (options._tag !== "success") return options._tag === "tooMany" ? "tooMany" : "failed"
  const credential = await getPasskey(options.value.public_key, autofill)
  if (credential === "notDone") return credential
  const outcome = await api.call("signInWithPasskey", {
    body: { challenge_id: options.value.challenge_id, credential },
  })
  switch (outcome._tag) {
    case "success":
      return completeSignIn(store, "", outcome.value)
    case "invalid":
      return "refused"
    case "locked":
    case "tooMany":
      return outcome._tag
    default:
      return "failed"
  }
}

/** "Sign in with a passkey", and the passkeys the browser offers in the username field's autofill. */
export const PasskeySignIn = ({
  onSignedIn,
}: {
  readonly onSignedIn: (result: "success" | "resetRequired") => void
}) => {
  const ready = useSecurityTexts()
  const LL = useTranslations()
  const store = useStore()
  const showAlert = useSetAtom(showFocusedAlertAtom)
  const [busy, setBusy] = useState(false)

  const said = (result: PasskeyResult, fromAutofill: boolean): void => {
    if (result === "success" || result === "resetRequired") {
      onSignedIn(result)
    } else if (result === "notDone" || result === "refused" || result === "tooMany") {
      // An autofill request ends quietly when the customer types a password instead, or presses the button.
      if (!(fromAutofill && result === "notDone")) showAlert({ priority: 1, text: LL.passkeys[result]() })
    } else {
      showAlert(outcomeAlert(LL, "signIn", result))
    }
  }
  // The latest one, so the autofill request started once still reaches the current screen.
  const latestSaid = useRef(said)
  latestSaid.current = said

  useEffect(() => {
    let live = true
    let started = false
    void (async () => {
      if (!(await canAutofillPasskeys()) || !live) return
      started = true
      const result = await signInWithPasskey(store, true)
      if (live) latestSaid.current(result, true)
    })()
    return () => {
      live = false
      if (started) void cancelPasskeyRequest()
    }
  }, [store])

  if (!ready) return null
  const start = async () => {
    setBusy(true)
    const result = await signInWithPasskey(store, false)
    setBusy(false)
    said(result, false)
  }
  return (
    <button
      type="button"
      className={button({ variant: "outline", fullWidth: true })}
      disabled={busy}
      onClick={() => void start()}
    >
      {busy ? LL.passkeys.signingIn() : LL.passkeys.signIn()}
    </button>
  )
}

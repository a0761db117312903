import { type LoginResponse, signInForm } from "@billpath/contract"
import { loadUserAndAccount } from "../../api/account-actions.ts"
import { apiClientAtom, userAtom } from "../../api/portal-atoms.ts"
import type { PortalStore } from "../../api/portal-store.ts"
import { endSession, isLoggedInToken } from "../../session/session-actions.ts"
import { beginSession } from "../../session/session-persistence.ts"
import { keepTrustedDevice, readTrustedDevice } from "../../session/trusted-device.ts"
import { setVisitorPass } from "../../session/visitor-pass.ts"
import { loadSiteChrome } from "../../theme/site-chrome.ts"
import { formRules } from "../../ui/form/contract-rules.ts"

// Spec §5; loaded with the contract's decoders on the form's first focus (sign-in-form.tsx).
export const signInRules = formRules(signInForm)

/** The sign-in outcomes of spec §4, plus the new-password detour. */
export type SignInResult = "success" | "resetRequired" | "invalid" | "locked" | "failed"

/** A right password that still owes the e-mailed code: where it went and how long it works. */
export interface CodeOwed {
  readonly sentTo: string
  readonly codeSeconds: number
}

const clientDetails = () => ({
  browser: navigator.userAgent.slice(0, 500),
  platform: (navigator.platform || "unknown").slice(0, 500),
  referrer: document.referrer.slice(0, 500),
})

/** Anything short of a LoggedIn token plus the user and account is a failed sign-in, leaving no session. */
export const completeSignIn = async (
  store: PortalStore,
  username: string,
  answer: LoginResponse,
): Promise<SignInResult> => {
  const token = answer.auth_token
  if (!isLoggedInToken(token)) return "failed"
  const session = { token, username, accountNames: answer.account_names, receivedAt: Date.now() }
  beginSession(store, session)
  if ((await loadUserAndAccount(store)) !== "loaded") {
    endSession(store)
    return "failed"
  }
  // A passkey names no one: the session takes the username the provider has for its owner.
  const user = store.get(userAtom)
  if (username === "" && user !== null) beginSession(store, { ...session, username: user.username })
  // Before the dashboard opens, so it shows the customer's site logo from the start.
  await loadSiteChrome(store)
  return user?.resetPasswordRequired === true ? "resetRequired" : "success"
}

export const signIn = async (
  store: PortalStore,
  username: string,
  password: string,
): Promise<SignInResult | CodeOwed> => {
  const trustedDevice = readTrustedDevice(username)
  const outcome = await store.get(apiClientAtom).call("login", {
    query: {
      username,
      password,
      ...clientDetails(),
      ...(trustedDevice === undefined ? {} : { trustedDevice }),
    },
  })
  if (outcome._tag === "invalid" || outcome._tag === "locked") return outcome._tag
  if (outcome._tag !== "success") return "failed"
  const { auth_token: token, second_factor: sent } = outcome.value
  if (token.authorization_level === "SecondFactor" && sent !== undefined) {
    // The pending sign-in's narrow token, good for the code endpoints only: never a session.
    setVisitorPass(store, token)
    return { sentTo: sent.sent_to, codeSeconds: sent.code_seconds }
  }
  return completeSignIn(store, username, outcome.value)
}

/** A wrong code keeps the pending sign-in; `ended` is one gone (the last wrong code, or its time up). */
export type CodeResult = SignInResult | "ended" | "tooMany"

export const submitCode = async (
  store: PortalStore,
  username: string,
  code: string,
  remember: boolean,
): Promise<CodeResult> => {
  const outcome = await store
    .get(apiClientAtom)
    .call("submitSecondFactorCode", { body: remember ? { code, remember } : { code } })
  switch (outcome._tag) {
    case "success": {
      setVisitorPass(store, null)
      if (outcome.value.trusted_device !== undefined)
        keepTrustedDevice(username, outcome.value.trusted_device)
      return completeSignIn(store, username, outcome.value)
    }
    case "invalid":
    case "tooMany":
      return outcome._tag
    case "locked":
    case "unauthorized":
      setVisitorPass(store, null)
      return outcome._tag === "locked" ? "locked" : "ended"
    default:
      return "failed"
  }
}

export const resendCode = async (store: PortalStore): Promise<CodeOwed | "tooMany" | "ended" | "failed"> => {
  const outcome = await store.get(apiClientAtom).call("resendSecondFactorCode", {})
  switch (outcome._tag) {
    case "success":
      return { sentTo: outcome.value.sent_to, codeSeconds: outcome.value.code_seconds }
    case "tooMany":
      return "tooMany"
    case "unauthorized":
    case "notFound":
      setVisitorPass(store, null)
      return "ended"
    default:
      return "failed"
  }
}

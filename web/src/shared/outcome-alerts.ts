import type { TranslationFunctions } from "../i18n/i18n-types.ts"
import type { AlertPriority, PortalAlert } from "../ui/alerts/alerts-atoms.ts"

/** Spec §8's alerts and their priorities; `satisfies` keeps each name one the app has a text for. */
export const alertPriorities = {
  error: 1,
  updated: 4,
  updateUsernameInUse: 1,
  autopayConfirmed: 4,
  manualPay: 4,
  loginInvalid: 1,
  loginLocked: 1,
  loginFailed: 1,
  accountNotFound: 1,
  securityAnswerInvalid: 1,
  currentPasswordInvalid: 1,
  accountInactive: 1,
  accountAlreadyRegistered: 1,
  registrationAccountNotFound: 1,
  registrationUsernameInUse: 1,
  registrationFailed: 1,
  passwordChangeSuccess: 4,
  paymentCancelled: 2,
  receiptUnavailable: 2,
  autopayNotChanged: 2,
} as const satisfies Readonly<Partial<Record<keyof TranslationFunctions["alerts"], AlertPriority>>>

export type AlertKey = keyof typeof alertPriorities

/** Which alert each outcome of each flow shows (spec §4, §8); a flow's outcomes are the keys of its entry. */
export const outcomeAlerts = {
  // An answer that is not LoggedIn, or a failed user/account fetch, is `failed`.
  signIn: { invalid: "loginInvalid", locked: "loginLocked", failed: "loginFailed" },
  // `notFound` is the 200 null answer; `invalid` the 431.
  quickPayFindAccount: {
    notFound: "accountNotFound",
    ePayProhibited: "accountNotFound",
    invalid: "accountNotFound",
    failed: "error",
  },
  passwordResetFindAccount: { invalid: "accountNotFound", failed: "error" },
  // Too many wrong answers (a 432) is told by the question step, not a spec alert.
  passwordResetSendEmail: { invalid: "securityAnswerInvalid", failed: "error" },
  passwordChange: { success: "passwordChangeSuccess", invalid: "currentPasswordInvalid", failed: "error" },
  // A lookup that matches no account (431) says so: 'Registration failed - account not found'.
  registrationLookup: {
    invalid: "registrationAccountNotFound",
    inactive: "accountInactive",
    registered: "accountAlreadyRegistered",
    failed: "registrationFailed",
  },
  registrationSave: { username: "registrationUsernameInUse", failed: "registrationFailed" },
  profileSave: { success: "updated", username: "updateUsernameInUse", failed: "error" },
  // A 435 shows the server's own texts instead (spec §8), so it has no key here.
  autopaySave: { debitSaved: "autopayConfirmed", manualSaved: "manualPay", failed: "error" },
  eBillSave: { success: "updated", failed: "error" },
  viewBill: { failed: "error" },
  paymentPage: { failed: "error" },
  list: { failed: "error" },
  download: { failed: "error" },
  paymentReceipt: { cancelled: "paymentCancelled", unavailable: "receiptUnavailable" },
  cardAutopay: { success: "autopayConfirmed", cancelled: "autopayNotChanged" },
} as const satisfies Readonly<Record<string, Readonly<Record<string, AlertKey>>>>

export type Flow = keyof typeof outcomeAlerts
export type FlowOutcomes = { readonly [F in Flow]: keyof (typeof outcomeAlerts)[F] & string }
// The same map, typed so that a generic flow's outcome indexes it.
const alertsByFlow: { readonly [F in Flow]: Readonly<Record<FlowOutcomes[F], AlertKey>> } = outcomeAlerts

/** An alert key's text in the customer's language, at its priority. */
export const alertFor = (LL: TranslationFunctions, key: AlertKey): PortalAlert => ({
  priority: alertPriorities[key],
  text: LL.alerts[key](),
})

/** The alert an outcome of a flow shows: `outcomeAlert(LL, "signIn", "locked")`. */
export const outcomeAlert = <F extends Flow>(
  LL: TranslationFunctions,
  flow: F,
  outcome: FlowOutcomes[F],
): PortalAlert => alertFor(LL, alertsByFlow[flow][outcome])

export const isAlertKey = (name: string): name is AlertKey => Object.hasOwn(alertPriorities, name)

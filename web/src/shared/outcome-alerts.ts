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

/** Each flow's outcomes that show an alert (spec §4, §8); one without an alert below does not compile. */
export interface FlowOutcomes {
  /** Spec §4 Login; a token that is not LoggedIn, or a failed user/account fetch, is `failed`. */
  readonly signIn: "invalid" | "locked" | "failed"
  /** `notFound` is the 200 null answer; `invalid` the 431. */
  readonly quickPayFindAccount: "notFound" | "ePayProhibited" | "invalid" | "failed"
  readonly passwordResetFindAccount: "invalid" | "failed"
  /** `invalid`: a wrong security answer. Too many (a 432) is told by the question step, not a spec alert. */
  readonly passwordResetSendEmail: "invalid" | "failed"
  /** Password change (the new-password view and the profile's): `invalid` is a wrong current password. */
  readonly passwordChange: "success" | "invalid" | "failed"
  readonly registrationLookup: "invalid" | "inactive" | "registered" | "failed"
  readonly registrationSave: "username" | "failed"
  readonly profileSave: "success" | "username" | "failed"
  /** A 435 shows the server's own texts instead (spec §8), so it has no key here. */
  readonly autopaySave: "debitSaved" | "manualSaved" | "failed"
  readonly eBillSave: "success" | "failed"
  /** The dashboard's buttons: the bill PDF and the provider's payment page (also the system message's). */
  readonly viewBill: "failed"
  readonly paymentPage: "failed"
  /** A list (bills, payments, charges, usage) could not be had. */
  readonly list: "failed"
  /** A CSV (charges, usage summary, a usage row's detail) could not be had. */
  readonly download: "failed"
  /** Back from the hosted card page without a receipt to show: cancelled there, or none to be had. */
  readonly paymentReceipt: "cancelled" | "unavailable"
  /** Back from the card page after a card autopay set-up: done there, or cancelled. */
  readonly cardAutopay: "success" | "cancelled"
}

export type Flow = keyof FlowOutcomes

/** Which alert each outcome of each flow shows (spec §8). */
export const outcomeAlerts: { readonly [F in Flow]: Readonly<Record<FlowOutcomes[F], AlertKey>> } = {
  signIn: { invalid: "loginInvalid", locked: "loginLocked", failed: "loginFailed" },
  quickPayFindAccount: {
    notFound: "accountNotFound",
    ePayProhibited: "accountNotFound",
    invalid: "accountNotFound",
    failed: "error",
  },
  passwordResetFindAccount: { invalid: "accountNotFound", failed: "error" },
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
  autopaySave: { debitSaved: "autopayConfirmed", manualSaved: "manualPay", failed: "error" },
  eBillSave: { success: "updated", failed: "error" },
  viewBill: { failed: "error" },
  paymentPage: { failed: "error" },
  list: { failed: "error" },
  download: { failed: "error" },
  paymentReceipt: { cancelled: "paymentCancelled", unavailable: "receiptUnavailable" },
  cardAutopay: { success: "autopayConfirmed", cancelled: "autopayNotChanged" },
}

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
): PortalAlert => alertFor(LL, outcomeAlerts[flow][outcome])

export const isAlertKey = (name: string): name is AlertKey => Object.hasOwn(alertPriorities, name)

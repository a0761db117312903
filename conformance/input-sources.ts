import type { EndpointName } from "@billpath/contract"

/** Where a check's input comes from, or why the kit does not call the endpoint at all. */
export type InputSource = { readonly from: string } | { readonly skip: string }

/**
 * Every endpoint of the contract, with where the kit gets what it sends. A new endpoint does not compile
 * until it has a line here, so the kit never leaves one out without saying why.
 */
export const inputSources = {
  login: { from: "--username and --password (first once with a wrong password)" },
  logout: { from: "the sign-in's access token, last" },
  refreshToken: { from: "refresh_token of GET /login" },
  verifyRecaptchaToken: { from: "a made-up robot-check token" },
  getAccounts: { from: "access_token of GET /login" },
  updateAccountSettings: { from: "accountNumber and notificationsOptIn of GET /accounts (--writes)" },
  getSubscriptionPoints: { from: "access_token of GET /login" },
  updateBillOptions: { from: "the bill options of GET /accounts, written back as they are (--writes)" },
  getSystemMessage: { from: "access_token of GET /login" },
  dismissSystemMessage: { from: "a message ID no provider has: a 404 dismisses nothing" },
  getBills: { from: "access_token of GET /login" },
  downloadBill: { from: "statementDate of a bill with a PDF in GET /bills" },
  getPayments: { from: "access_token of GET /login" },
  getCharges: { from: "access_token of GET /login" },
  downloadCharges: { from: "the year up to today" },
  getUsage: { from: "access_token of GET /login" },
  getBillingDates: { from: "accountNumber of GET /accounts" },
  getUsageHistory: { from: "serviceIDToDisplay of GET /accounts/subscriptionpoints" },
  downloadUsageSummary: { from: "access_token of GET /login" },
  downloadUsageDetail: { from: "downloadCriteria of a row of GET /usage" },
  getMe: { from: "access_token of GET /login" },
  updateProfile: {
    from: "GET /me, the current billGroupID of GET /doclanguage and the question text of GET /securityquestions, written back (--writes)",
  },
  changePassword: { skip: "not called: it would change the customer's password" },
  getDocumentLanguages: { from: "access_token of GET /login" },
  updateDocumentLanguage: { from: "the current billGroupID of GET /doclanguage, written back (--writes)" },
  getSecurityQuestions: { from: "the customer's language of GET /me" },
  updatePaymentMethod: {
    from: "a manual account's username, written back (--writes); card and bank details cannot be put back",
  },
  getPaymentRedirectUrl: { from: "access_token of GET /login" },
  getPaymentReceipt: { from: "access_token of GET /login" },
  quickPayFindAccount: { from: "an account number no provider has" },
  validateRegistrationAccount: {
    from: "an account no provider has; with --account and --service, the customer's own, named by account_names of GET /login",
  },
  saveRegistration: {
    skip: "not called: it needs an unregistered account's lookup, and a new sign-in cannot be taken back",
  },
  forgotPasswordFindAccount: { from: "an account number no provider has" },
  forgotPasswordSendEmail: {
    skip: "not called: it needs the customer's security answer and e-mails a temporary password",
  },
  getConfig: { from: "--site (the portal's own host)" },
  getPortalLanguages: { from: "--site (the portal's own host)" },
  getPortalTexts: { from: "a code of GET /language/Portal (--site)" },
  getTheme: { from: "--site (the portal's own host)" },
  getSiteOverrides: { from: "--site (the portal's own host)" },
  submitSecondFactorCode: { skip: "an extension beyond the provider's spec" },
  resendSecondFactorCode: { skip: "an extension beyond the provider's spec" },
  getSecondFactor: { skip: "an extension beyond the provider's spec" },
  updateSecondFactor: { skip: "an extension beyond the provider's spec" },
  passkeyRegistrationOptions: { skip: "an extension beyond the provider's spec" },
  registerPasskey: { skip: "an extension beyond the provider's spec" },
  getPasskeys: { skip: "an extension beyond the provider's spec" },
  removePasskey: { skip: "an extension beyond the provider's spec" },
  passkeySignInOptions: { skip: "an extension beyond the provider's spec" },
  signInWithPasskey: { skip: "an extension beyond the provider's spec" },
} as const satisfies Record<EndpointName, InputSource>

import * as account from "./account.ts"
import * as auth from "./auth.ts"
import * as billing from "./billing.ts"
import * as charges from "./charges.ts"
import * as passwordReset from "./password-reset.ts"
import * as payment from "./payment.ts"
import * as profile from "./profile.ts"
import * as quickPay from "./quick-pay.ts"
import * as registration from "./registration.ts"
import * as site from "./site.ts"
import * as usage from "./usage.ts"

/** Every endpoint of the contract, by name. */
export const endpoints = {
  login: auth.login,
  refreshToken: auth.refreshToken,
  verifyRecaptchaToken: auth.verifyRecaptchaToken,
  getAccounts: account.getAccounts,
  updateAccountSettings: account.updateAccountSettings,
  getSubscriptionPoints: account.getSubscriptionPoints,
  updateBillOptions: account.updateBillOptions,
  getSystemMessage: account.getSystemMessage,
  dismissSystemMessage: account.dismissSystemMessage,
  getBills: billing.getBills,
  downloadBill: billing.downloadBill,
  getPayments: billing.getPayments,
  getCharges: charges.getCharges,
  downloadCharges: charges.downloadCharges,
  getUsage: usage.getUsage,
  getBillingDates: usage.getBillingDates,
  downloadUsageSummary: usage.downloadUsageSummary,
  downloadUsageDetail: usage.downloadUsageDetail,
  getMe: profile.getMe,
  updateProfile: profile.updateProfile,
  changePassword: profile.changePassword,
  getSecurityQuestions: profile.getSecurityQuestions,
  getDocumentLanguages: profile.getDocumentLanguages,
  updateDocumentLanguage: profile.updateDocumentLanguage,
  updatePaymentMethod: payment.updatePaymentMethod,
  getPaymentRedirectUrl: payment.getPaymentRedirectUrl,
  getPaymentReceipt: payment.getPaymentReceipt,
  quickPayFindAccount: quickPay.quickPayFindAccount,
  validateRegistrationAccount: registration.validateRegistrationAccount,
  saveRegistration: registration.saveRegistration,
  forgotPasswordFindAccount: passwordReset.forgotPasswordFindAccount,
  forgotPasswordSendEmail: passwordReset.forgotPasswordSendEmail,
  getConfig: site.getConfig,
  getPortalLanguages: site.getPortalLanguages,
  getPortalTexts: site.getPortalTexts,
  getTheme: site.getTheme,
} as const

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints

import type { ContractSchema } from "../endpoints/endpoint.ts"
import * as account from "../entities/account.ts"
import * as alert from "../entities/alert.ts"
import * as auth from "../entities/auth.ts"
import * as billing from "../entities/billing.ts"
import * as charges from "../entities/charges.ts"
import * as config from "../entities/config.ts"
import * as findMyBill from "../entities/find-my-bill.ts"
import * as language from "../entities/language.ts"
import * as passwordChange from "../entities/password-change.ts"
import * as passwordReset from "../entities/password-reset.ts"
import * as payment from "../entities/payment.ts"
import * as problem from "../entities/problem.ts"
import * as registration from "../entities/registration.ts"
import * as systemMessage from "../entities/system-message.ts"
import * as theme from "../entities/theme.ts"
import * as usage from "../entities/usage.ts"
import * as user from "../entities/user.ts"

/** Every entity of spec §3 (and the contract's own bodies), by name: the round-trip tests walk them all. */
export const entitySchemas: Readonly<Record<string, ContractSchema>> = {
  AccountSummary: account.AccountSummary,
  AccountList: account.AccountList,
  CardInfo: account.CardInfo,
  BankInfo: account.BankInfo,
  SubscriptionPoint: account.SubscriptionPoint,
  SubscriptionPointList: account.SubscriptionPointList,
  AccountSettingsUpdate: account.AccountSettingsUpdate,
  BillOptionsUpdate: account.BillOptionsUpdate,
  Alert: alert.Alert,
  Token: auth.Token,
  AccountNames: auth.AccountNames,
  LoginResponse: auth.LoginResponse,
  StoredSession: auth.StoredSession,
  Bill: billing.Bill,
  BillList: billing.BillList,
  Payment: billing.Payment,
  PaymentList: billing.PaymentList,
  SearchCriteria: billing.SearchCriteria,
  ListCriteria: billing.ListCriteria,
  Charge: charges.Charge,
  ChargeList: charges.ChargeList,
  Config: config.Config,
  FindMyBill: findMyBill.FindMyBill,
  QuickPaySearchResponse: findMyBill.QuickPaySearchResponse,
  QuickPayFound: findMyBill.QuickPayFound,
  Language: language.Language,
  DocumentLanguage: language.DocumentLanguage,
  DocumentLanguageList: language.DocumentLanguageList,
  PortalTexts: language.PortalTexts,
  PasswordChange: passwordChange.PasswordChange,
  ForgotPasswordFound: passwordReset.ForgotPasswordFound,
  PasswordResetAnswer: passwordReset.PasswordResetAnswer,
  DirectDebitDetails: payment.DirectDebitDetails,
  PaymentMethodUpdate: payment.PaymentMethodUpdate,
  PaymentReceipt: payment.PaymentReceipt,
  RedirectUrl: payment.RedirectUrl,
  BadRequest: problem.BadRequest,
  RegistrationLookup: registration.RegistrationLookup,
  RegistrationValidateAccount: registration.RegistrationValidateAccount,
  RegistrationSetup: registration.RegistrationSetup,
  RegistrationSave: registration.RegistrationSave,
  SystemMessage: systemMessage.SystemMessage,
  ThemeImages: theme.ThemeImages,
  ThemeSettings: theme.ThemeSettings,
  ThemeStyles: theme.ThemeStyles,
  ThemeText: theme.ThemeText,
  ThemeUrls: theme.ThemeUrls,
  ProviderTheme: theme.ProviderTheme,
  UsageRow: usage.UsageRow,
  UsageList: usage.UsageList,
  UsageFilter: usage.UsageFilter,
  BillingDate: usage.BillingDate,
  BillingDateList: usage.BillingDateList,
  User: user.User,
  SecurityQuestion: user.SecurityQuestion,
  SecurityQuestionList: user.SecurityQuestionList,
  ProfileUpdate: user.ProfileUpdate,
}

import { demoCaptchaTokens, type EndpointInput, type EndpointName, type Endpoints } from "@billpath/contract"

/**
 * One valid request per endpoint, as a client would send it for Alice (or the public flows' personas).
 * The type lists every endpoint, so a new endpoint without an example does not compile.
 */
export const examples: { readonly [K in EndpointName]: EndpointInput<Endpoints[K]> } = {
  logout: {},
  login: {
    query: { username: "alice.martin", password: "Sunrise2026!", browser: "Firefox", platform: "Linux" },
  },
  refreshToken: { query: { refresh_token: "from-sign-in" } },
  verifyRecaptchaToken: {
    query: { token: demoCaptchaTokens.lowFriction, version: "v3", username: "alice.martin" },
  },
  getAccounts: {},
  updateAccountSettings: { params: { accountNumber: "1002003001" }, body: { notificationsOptIn: true } },
  getSubscriptionPoints: {},
  updateBillOptions: { body: { electronicDelivery: true, languageCode: "en", includeReplyEnvelope: false } },
  getSystemMessage: { query: { languageCode: "en" } },
  dismissSystemMessage: { body: { messageID: "MSG-1002003001-PAPERLESS" } },
  getBills: { query: { page: 1, pageSize: 10, startDate: "2025-11-22", endDate: "2026-11-22" } },
  downloadBill: { query: { statementDate: "2026-11-13" } },
  getPayments: { query: { page: 1, pageSize: 1, lastStatementOnly: true } },
  getCharges: { query: { page: 1, pageSize: 10, startDate: "2025-11-22", endDate: "2026-11-22" } },
  downloadCharges: { query: { startDate: "2025-11-22", endDate: "2026-11-22" } },
  getUsage: { query: { page: 1, pageSize: 10, subFilter: "TEL" } },
  getBillingDates: { query: { BPID: "1002003001" } },
  getUsageHistory: { query: { serviceID: "TEL-5550101" } },
  downloadUsageSummary: { query: { subFilter: "TEL" } },
  downloadUsageDetail: { query: { downloadCriteria: "1002003001.unbilled.SP-1002003001-01" } },
  getMe: {},
  updateProfile: {
    body: {
      prefLanguageCode: "en",
      notificationEmailAddress: "alice.martin@example.com",
      securityQuestionID: 1,
      securityQuestionText: "What was the name of your first pet?",
      securityQuestionAnswer: "Biscuit",
      username: "alice.martin",
      newBillGroupID: 1,
    },
  },
  changePassword: { body: { currentPassword: "Sunrise2026!", newPassword: "Meadow2027!" } },
  getSecurityQuestions: { query: { langCode: "EN" } },
  getDocumentLanguages: {},
  updateDocumentLanguage: { body: { billGroupID: 1 } },
  updatePaymentMethod: {
    body: {
      bankName: "First Bank",
      accountNumber: "123456789",
      routingNumber: "021000021",
      accountType: "Checking",
      isManual: false,
      languageCode: "en",
    },
  },
  getPaymentRedirectUrl: { query: { languageCode: "en", isMakePayment: true } },
  getPaymentReceipt: {},
  quickPayFindAccount: { body: { billingPointID: "1002003003", servicePointID: "WTR-77810" } },
  validateRegistrationAccount: {
    body: {
      billingPointId: "1002003090",
      accountName: "Okafor",
      companyAccount: false,
      servicePointID: "TEL-5550190",
    },
  },
  saveRegistration: {
    body: {
      notificationEmailAddress: "olivia.okafor@example.com",
      username: "olivia.okafor",
      password: "Lagos2026!",
      prefLanguageCode: "en",
      securityQuestionID: 2,
      securityQuestionText: "In what city were you born?",
      securityQuestionAnswer: "Lagos",
      notificationsOptIn: true,
    },
  },
  forgotPasswordFindAccount: { body: { accountNumber: "1002003001", serviceID: "TEL-5550101" } },
  forgotPasswordSendEmail: { body: { securityAnswerText: "Biscuit", languageCode: "en" } },
  getConfig: {},
  getPortalLanguages: {},
  getPortalTexts: { params: { lang: "fr" } },
  getTheme: {},
  getSiteOverrides: {},
  // The extensions, for Sofia on lakeside-utilities; a ceremony's answers are made per test (passkeys.test.ts).
  submitSecondFactorCode: { body: { code: "123456" } },
  resendSecondFactorCode: {},
  getSecondFactor: {},
  updateSecondFactor: { body: { enabled: true } },
  passkeyRegistrationOptions: {},
  registerPasskey: {
    body: {
      challenge_id: "unknown-challenge",
      name: "Work laptop",
      credential: {
        id: "q83vEjRWeJA",
        rawId: "q83vEjRWeJA",
        response: {
          clientDataJSON: "eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0",
          attestationObject: "o2NmbXRkbm9uZQ",
        },
        clientExtensionResults: {},
        type: "public-key",
      },
    },
  },
  getPasskeys: {},
  removePasskey: { params: { passkeyId: "pk_unknown" } },
  passkeySignInOptions: {},
  signInWithPasskey: {
    body: {
      challenge_id: "unknown-challenge",
      credential: {
        id: "q83vEjRWeJA",
        rawId: "q83vEjRWeJA",
        response: {
          clientDataJSON: "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0",
          authenticatorData: "SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ",
          signature: "MEUCIQDx",
        },
        clientExtensionResults: {},
        type: "public-key",
      },
    },
  },
}

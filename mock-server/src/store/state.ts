import type {
  AccountNames,
  AccountType,
  AuthorizationLevel,
  Bill,
  Charge,
  LanguageCode,
  Payment,
  PaymentReceipt,
  ServiceKind,
  SystemMessage,
  UsageRow,
} from "@billpath/contract"
import type { UsageDetailRecord } from "../documents/usage-detail-csv.ts"
import type { AnswerRecords } from "./answer-records.ts"

export interface ServicePoint {
  readonly subscriptionPointID: string
  readonly serviceID: string
  readonly kind: ServiceKind
}

export interface StatementCharge extends Charge {
  readonly subscriptionPointID: string
}

export interface UsageRecord {
  readonly row: UsageRow
  readonly subscriptionPointID: string
  readonly details: ReadonlyArray<UsageDetailRecord>
}

export interface Statement {
  bill: Bill
  readonly atrTransactionID: string
  readonly periodStart: string
  readonly periodEnd: string
  readonly previousBalance: number
  readonly paymentsReceived: number
  readonly charges: ReadonlyArray<StatementCharge>
  readonly usage: ReadonlyArray<UsageRecord>
}

export type PayMethod =
  | { readonly kind: "card"; readonly cardType: string; readonly lastFour: string }
  | {
      readonly kind: "debit"
      readonly bankName: string
      readonly accountNumber: string
      readonly routingNumber: string
      readonly accountType: AccountType
    }
  | { readonly kind: "manual" }

export interface Holder extends AccountNames {
  readonly city: string
  readonly state: string
  readonly addressLines: ReadonlyArray<string>
}

export interface AccountRecord {
  readonly accountNumber: string
  readonly accountId: string
  readonly holder: Holder
  readonly active: boolean
  readonly servicePoints: ReadonlyArray<ServicePoint>
  /** Newest first. */
  statements: Array<Statement>
  /** Newest first. */
  payments: Array<Payment>
  /** Paid beyond every open statement: an overpayment is a negative balance, never lost. */
  credit: number
  readonly unbilledUsage: ReadonlyArray<UsageRecord>
  payMethod: PayMethod
  /** Days before the due date that autopay runs. */
  readonly autopayLeadDays: number
  readonly isPayTypeLocked: boolean
  readonly isEPayProhibited: boolean
  readonly requireEBill: boolean
  isElectronicDelivery: boolean
  readonly pdfAttachmentReasonCode: string | null
  pdfAttachmentChecked: boolean
  readonly showReplyEnvelopeOption: boolean
  readonly replyEnvelopeDefault: boolean
  replyEnvelopeChecked: boolean
  readonly validateRoutingNumber: boolean
  notificationsOptIn: boolean
  readonly cyclePortalSiteID: string
  documentLanguage: LanguageCode
  readonly systemMessages: ReadonlyArray<SystemMessage>
  readonly dismissedMessageIDs: Set<string>
}

export interface UserRecord extends AccountNames {
  username: string
  password: string
  readonly accountNumber: string
  notificationEmailAddress: string
  language: LanguageCode
  securityQuestionID: number
  securityAnswer: string
  resetPasswordRequired: boolean
  failedSignIns: number
  locked: boolean
  /** The old password works until this one is used, so answering a question cannot lock anyone out. */
  temporaryPassword: { readonly value: string; readonly expiresAt: number } | undefined
  /** The customer turned the e-mailed code on (it counts where the theme's secondFactor is optional). */
  secondFactor: boolean
}

export interface TokenOwner {
  readonly level: AuthorizationLevel
  readonly accountNumber: string
  /** Absent for quick pay's and registration's passes, which belong to an account but to no user. */
  readonly username: string | undefined
}

export interface IssuedToken extends TokenOwner {
  readonly accessToken: string
  readonly refreshToken: string
  readonly issuedAt: Date
  readonly expiresInSeconds: number
  /** The sign-in this token belongs to; its renewals keep it, so a receipt outlives a token refresh. */
  readonly signInId: string
  /** When that sign-in began: no renewal takes it past the policy's maximum age. */
  readonly signedInAt: Date
  retired: boolean
}

/** A message the provider would have e-mailed; readable through /__mock/outbox. */
export interface OutboxMail {
  readonly to: string
  readonly username: string
  readonly subject: string
  readonly temporaryPassword?: string
  readonly code?: string
  readonly sentAt: string
}

/** The counter is the one the next assertion must pass. */
export interface StoredPasskey {
  readonly id: string
  readonly accountNumber: string
  /** Base64url, as WebAuthn names it. */
  readonly credentialId: string
  readonly publicKey: Uint8Array
  counter: number
  readonly transports: ReadonlyArray<string>
  readonly name: string
  readonly createdAt: Date
  lastUsedAt: Date | undefined
}

export interface HostedPaymentSession {
  readonly id: string
  readonly accountNumber: string
  readonly language: LanguageCode
  readonly isMakePayment: boolean
  /** The balance when the page opened (negative for a credit): what a one-time payment is offered. */
  readonly balance: number
  /** Started from quick pay: the page returns to the portal's public receipt. */
  readonly quickPay: boolean
  /** The sign-in that opened the page: the receipt is that sign-in's, as a provider's is its session's. */
  readonly signInId: string
  /** An allowed portal on another origin (--cors-origin), where the page returns; else relative paths. */
  readonly portalOrigin: string | undefined
  readonly createdAt: Date
  completed: boolean
}

/** Sets a key as the newest, forgetting the oldest beyond `limit`: what the mock remembers stays bounded. */
export const rememberNewest = <K, V>(map: Map<K, V>, key: K, value: V, limit: number): void => {
  map.delete(key)
  map.set(key, value)
  for (const oldest of map.keys()) {
    if (map.size <= limit) break
    map.delete(oldest)
  }
}

export interface State {
  readonly accounts: Map<string, AccountRecord>
  /** Keyed by the lower-cased username: usernames compare without case. */
  readonly users: Map<string, UserRecord>
  readonly tokens: Map<string, IssuedToken>
  readonly refreshTokens: Map<string, IssuedToken>
  /** Exchanged refresh tokens, kept until their sign-in would have ended: one reused betrays a copy. */
  readonly rotatedRefreshTokens: Map<
    string,
    { readonly signInId: string; readonly rotatedAt: number; readonly forgetAt: number }
  >
  /** Each owner's live sign-ins, oldest first (tokens.ts: a customer holds a bounded number). */
  readonly signInsByOwner: Map<string, Array<string>>
  readonly sweep: { lastAt: number }
  /** Wrong sign-ins per unknown username, so it is answered like a real one (sign-in-check.ts). Bounded. */
  readonly failedUnknownSignIns: Map<string, number>
  /** Wrong security answers by pass and client, and the robot checks they call for. Bounded. */
  readonly answers: AnswerRecords
  /** Newest last; bounded. */
  readonly outbox: Array<OutboxMail>
  readonly hostedSessions: Map<string, HostedPaymentSession>
  /** Each sign-in's latest hosted payment. */
  readonly receipts: Map<string, PaymentReceipt>
  /** Rows of generated charge history per account (POST /__mock/bulk-charges), produced row by row. */
  readonly bulkCharges: Map<string, number>
  /** By sign-in ID: they go with their sign-in. */
  readonly pendingCodes: Map<string, { code: string; expiresAt: number; wrongTries: number; resends: number }>
  readonly trustedDevices: Map<string, { readonly accountNumber: string; readonly expiresAt: number }>
  readonly passkeys: Map<string, StoredPasskey>
  /** Each account's WebAuthn user handle (base64url), made at its first passkey. */
  readonly passkeyUserHandles: Map<string, string>
  readonly webAuthnChallenges: Map<
    string,
    { readonly challenge: string; readonly boundTo: string; readonly expiresAt: number }
  >
}

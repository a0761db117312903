import type { Schema } from "effect"
import { PaymentMethodMessages } from "./entities/payment.ts"

/** What a non-success status means on an endpoint: 434 is "already registered" or "username taken". */
export interface StatusMeaning<Status extends number = number, Tag extends string = string, Body = unknown> {
  readonly status: Status
  readonly tag: Tag
  readonly description: string
  /** The answer's body schema, when the status carries one (435 carries the server's messages). */
  readonly body: Schema.Codec<Body, unknown> | undefined
}

const meaning = <const Status extends number, const Tag extends string>(
  status: Status,
  tag: Tag,
  description: string,
): StatusMeaning<Status, Tag, undefined> => ({ status, tag, description, body: undefined })

export const statuses = {
  invalid: meaning(431, "invalid", "Invalid credentials or data"),
  locked: meaning(
    432,
    "locked",
    "Account locked after failed sign-ins; a completed password reset unlocks it",
  ),
  passEnded: meaning(
    432,
    "ended",
    "Too many wrong answers on this reset pass: it has ended; look the account up again (after the visible robot check)",
  ),
  inactive: meaning(433, "inactive", "The account is inactive"),
  alreadyRegistered: meaning(434, "registered", "The account is already registered"),
  usernameTaken: meaning(434, "username", "The username is already in use"),
  paymentMethodRejected: {
    status: 435,
    tag: "rejected",
    description: "Payment method update rejected; the body lists the server's messages",
    body: PaymentMethodMessages,
  } satisfies StatusMeaning<435, "rejected", ReadonlyArray<string>>,
  wrongCode: meaning(
    431,
    "invalid",
    "The code is wrong or has expired; the fifth wrong code ends the pending sign-in (its token then answers 401)",
  ),
  passkeyRefused: meaning(
    431,
    "invalid",
    "The passkey was not accepted: unknown credential, failed verification, a counter gone backwards, or an unknown, expired or used challenge",
  ),
  secondFactorRequired: meaning(
    431,
    "invalid",
    "The provider requires the second factor: it cannot be turned off",
  ),
  notFound: meaning(404, "notFound", "No such resource"),
  notOffered: meaning(
    404,
    "notFound",
    "Not offered by this provider (its theme turns it off), or no such resource",
  ),
  tooMany: meaning(429, "tooMany", "Too many attempts: wait (Retry-After) and try again"),
} as const

/** 401 on any signed-in endpoint: the token is missing, expired or retired; refresh and retry. */
export const unauthorizedStatus = 401
export const badRequestStatus = 400
/** 414: a path parameter longer than the server reads (100 characters): a refusal like a 400. */
export const uriTooLongStatus = 414
/** 415: a request body that is not JSON in UTF-8 (`application/json`, charset utf-8 or none). */
export const unsupportedMediaTypeStatus = 415

import { Schema } from "effect"
import { isInt32, textBounds } from "./bounds.ts"

/** Where the code went, masked so a pending sign-in never learns the whole address: "a•••@example.com". */
export const MaskedEmail = Schema.String.check(
  Schema.isNonEmpty(),
  Schema.isMaxLength(textBounds.email),
).annotate({ identifier: "MaskedEmail" })

/** A code was e-mailed: where, and for how many seconds it works. */
export const SecondFactorSent = Schema.Struct({
  sent_to: MaskedEmail,
  code_seconds: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 3600 }), isInt32()),
}).annotate({ identifier: "SecondFactorSent" })
export type SecondFactorSent = typeof SecondFactorSent.Type

export const SecondFactorCodeValue = Schema.String.check(
  Schema.isPattern(/^[0-9]{6}$/u, { message: "must be the 6 digits of the e-mailed code" }),
  Schema.isMaxLength(6),
).annotate({ identifier: "SecondFactorCodeValue" })

export const SecondFactorCode = Schema.Struct({
  code: SecondFactorCodeValue,
  /** Remember this browser: the answer then carries a trusted-device token that skips the code later. */
  remember: Schema.optionalKey(Schema.Boolean),
}).annotate({ identifier: "SecondFactorCode" })

/** The customer's second-factor setting: on or off, whether the provider requires it, and where codes go. */
export const SecondFactorSettings = Schema.Struct({
  enabled: Schema.Boolean,
  required: Schema.Boolean,
  sent_to: MaskedEmail,
}).annotate({ identifier: "SecondFactorSettings" })
export type SecondFactorSettings = typeof SecondFactorSettings.Type

export const SecondFactorUpdate = Schema.Struct({ enabled: Schema.Boolean }).annotate({
  identifier: "SecondFactorUpdate",
})

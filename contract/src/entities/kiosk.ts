import { Schema } from "effect"
import { isInt32, textBounds } from "./bounds.ts"

/** Scheme, host and port: the launcher confines the browser to origins, so a path would promise too much. */
const Origin = Schema.String.check(
  Schema.isPattern(/^https?:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?$/u, {
    message: "must be an origin, for example https://portal.example (scheme, host, optional port; no path)",
  }),
  Schema.isMaxLength(textBounds.url),
)

const AttractMessage = Schema.String.check(
  Schema.isMinLength(1, { message: "must not be empty" }),
  Schema.isMaxLength(140, { message: "must be at most 140 characters: it is read across a room" }),
)

/** The in-store terminal's settings, in config.json: one provider runs kiosks and portals on one theme. */
export const KioskSettings = Schema.Struct({
  enabled: Schema.Boolean,
  /** Seconds without a touch before "Still there?"; 90 is the suggested value. */
  idleSeconds: Schema.Int.check(
    Schema.isBetween({ minimum: 30, maximum: 900 }, { message: "must be a whole number from 30 to 900" }),
    isInt32(),
  ),
  /** The portal's own origin first, then the payment page's. */
  allowedOrigins: Schema.Array(Origin).check(
    Schema.isMinLength(1, { message: "must name at least the portal's own origin" }),
    Schema.isMaxLength(5, { message: "must name at most 5 origins" }),
  ),
  /** The receipt printer's paper, in millimetres. */
  receiptPaperMm: Schema.Literals([58, 80]),
  /** The attract screen's line, per language; French falls back to English. */
  attractMessage: Schema.Struct({ en: AttractMessage, fr: Schema.optionalKey(AttractMessage) }),
}).annotate({ identifier: "KioskSettings" })
export type KioskSettings = typeof KioskSettings.Type

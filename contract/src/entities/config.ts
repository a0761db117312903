import { Schema } from "effect"
import { boundedString, textBounds } from "./bounds.ts"
import { KioskSettings } from "./kiosk.ts"

const captchaFields = {
  /** Site key of the low-friction (v3) check. */
  captchaKey: boundedString(textBounds.token),
  /** Site key of the visible (v2) challenge. */
  captchaKeyV2: boundedString(textBounds.token),
  /** Script URL of the enterprise check; empty when not used. */
  captchaEnterpriseURL: boundedString(textBounds.url),
  companyID: boundedString(textBounds.id),
  /** Where the provider theme document lives on the portal's host (our addition; default /theme). */
  themeRoot: Schema.optionalKey(
    Schema.String.check(Schema.isPattern(/^\/[A-Za-z0-9/_-]*$/u), Schema.isMaxLength(textBounds.fileName)),
  ),
  /** The in-store terminal's settings (our addition); absent on a web portal. */
  kiosk: Schema.optionalKey(KioskSettings),
}

export const PlainConfig = Schema.Struct({
  apiRoot: Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(textBounds.url)),
  ...captchaFields,
}).annotate({ identifier: "PlainConfig" })

/** One provider ships its API root encrypted, with the salt and app ID needed to decrypt it. */
export const EncryptedConfig = Schema.Struct({
  encryptedApiRoot: Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(textBounds.token)),
  saltKey: Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(textBounds.token)),
  appID: Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(textBounds.id)),
  ...captchaFields,
}).annotate({ identifier: "EncryptedConfig" })

/** GET /config.json on the portal's own host. */
export const Config = Schema.Union([PlainConfig, EncryptedConfig]).annotate({ identifier: "Config" })
export type Config = typeof Config.Type

export { defaultThemeRoot } from "./theme-root.ts"

import { Effect, Schema, SchemaGetter } from "effect"
import { boundedString, isInt32, textBounds } from "./bounds.ts"
import { Colour } from "./colour.ts"
import { AccountType } from "./primitives.ts"

/** Logos and help images must be image files (spec §3). */
export const ImageFileName = Schema.String.check(
  Schema.isPattern(
    /^[A-Za-z0-9_./-]+\.(gif|jpg|jpeg|tiff|png|webp|bmp|svg|GIF|JPG|JPEG|TIFF|PNG|WEBP|BMP|SVG)$/u,
    {
      message: "must be an image file (gif, jpg, jpeg, tiff, png, webp, bmp or svg)",
    },
  ),
  // No ".." path segment. A pattern, not a function, so the web app's Effect-free check can say it too.
  Schema.isPattern(/^(?!(?:.*\/)?\.\.(?:\/|$))/u, { message: "must stay inside the theme" }),
  Schema.isMaxLength(textBounds.fileName),
).annotate({ identifier: "ImageFileName" })

export const HelpTopic = Schema.Literals(["accountNumber", "serviceID", "lastStatementBalance"])
export type HelpTopic = typeof HelpTopic.Type

/** One language's images; recommended logo width 200px, compact and footer logos 125px. */
export const ThemeImageSet = Schema.Struct({
  logo: ImageFileName,
  compactLogo: ImageFileName,
  footerLogo: ImageFileName,
  help: Schema.Struct({
    accountNumber: ImageFileName,
    serviceID: ImageFileName,
    lastStatementBalance: ImageFileName,
  }),
}).annotate({ identifier: "ThemeImageSet" })

/** A theme part per language: English is required; French falls back to English item by item. */
const perLanguage = <S extends Schema.Top>(identifier: string, set: S) =>
  Schema.Struct({ en: set, fr: Schema.optionalKey(set) }).annotate({ identifier })

export const ThemeImages = perLanguage("ThemeImages", ThemeImageSet)

const withDefault = <S extends Schema.Top>(schema: S, value: S["Encoded"]) =>
  schema.pipe(Schema.withDecodingDefaultKey(Effect.succeed(value)))
const flag = (value: boolean) => withDefault(Schema.Boolean, value)

/** Themes name the default account type several ways: Checking, checking, 1; Savings, savings, 2. */
const AccountTypeSetting = Schema.Union([AccountType, Schema.Literals(["checking", "savings", 1, 2])]).pipe(
  Schema.decodeTo(AccountType, {
    decode: SchemaGetter.transform(
      (value): AccountType =>
        value === "Savings" || value === "savings" || value === 2 ? "Savings" : "Checking",
    ),
    encode: SchemaGetter.passthroughSupertype(),
  }),
)

/** Every theme flag of spec §3 with its default. */
export const ThemeSettings = Schema.Struct({
  allowQuickPay: flag(false),
  allowMakePayment: flag(true),
  useLastStatementBalance: flag(false),
  useOldStatementBalance: flag(false),
  requireEmailUsername: flag(false),
  additionalPasswordReqs: flag(false),
  passwordCharsToMatch: withDefault(
    Schema.Int.check(Schema.isBetween({ minimum: 2, maximum: 50 }), isInt32()),
    6,
  ),
  splitRoutingNumber: flag(false),
  hideAccountType: flag(false),
  defaultAccountType: withDefault(AccountTypeSetting, "Checking"),
  hideUsage: flag(false),
  showUnpaidBalance: flag(false),
  enablePaymentsSinceLastBill: flag(false),
  hideOnlineEnrollmentLink: flag(false),
  useMandatoryEBill: flag(false),
  /** Milliseconds without input after which the customer counts as idle (the spec's 3000). */
  idleDetectionMs: withDefault(
    Schema.Int.check(Schema.isBetween({ minimum: 500, maximum: 600000 }), isInt32()),
    3000,
  ),
  /** Passkey sign-in and the customer's passkey list (ours, beyond the spec). */
  passkeys: withDefault(Schema.Literals(["off", "optional"]), "off"),
  /** The e-mailed code after the password: never, when the customer turns it on, or always (ours). */
  secondFactor: withDefault(Schema.Literals(["off", "optional", "required"]), "off"),
}).annotate({ identifier: "ThemeSettings" })
export type ThemeSettings = typeof ThemeSettings.Type

const CssLength = Schema.String.check(
  Schema.isPattern(/^[0-9]+(\.[0-9]+)?(px|rem)$/u, { message: "must be a length in px or rem" }),
  Schema.isMaxLength(20),
).annotate({ identifier: "CssLength" })
const FontStack = Schema.String.check(
  Schema.isPattern(/^[A-Za-z0-9 ,'-]+$/u, { message: "must be a font list" }),
  Schema.isMaxLength(200),
).annotate({ identifier: "FontStack" })

export const ThemeStyles = Schema.Struct({
  colors: Schema.Struct({
    primary: Colour,
    onPrimary: Colour,
    secondary: Colour,
    background: Colour,
    surface: Colour,
    text: Colour,
    mutedText: Colour,
    border: Colour,
    error: Colour,
    warning: Colour,
    tip: Colour,
    success: Colour,
    focus: Colour,
  }),
  fonts: Schema.Struct({ body: FontStack, heading: FontStack }),
  radii: Schema.Struct({ control: CssLength, card: CssLength }),
  marketing: Schema.Struct({
    alignment: Schema.Literals(["top", "center", "bottom"]),
    buttonVariant: Schema.Literals(["outline", "solid"]),
    corners: Schema.Literals(["round", "square"]),
  }),
}).annotate({ identifier: "ThemeStyles" })
export type ThemeStyles = typeof ThemeStyles.Type

/** One language's provider text: its name, optional copyright and marketing panel, message overrides. */
export const ThemeTextSet = Schema.Struct({
  providerName: Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(textBounds.name)),
  copyright: Schema.optionalKey(boundedString(textBounds.text)),
  /** The home page's marketing panel appears only when these exist for the language. */
  marketing: Schema.optionalKey(
    Schema.Struct({
      headline: boundedString(textBounds.text),
      text: boundedString(textBounds.text),
      button: boundedString(textBounds.name),
    }),
  ),
  helpText: Schema.optionalKey(boundedString(textBounds.text)),
  messages: Schema.Record(Schema.String, boundedString(textBounds.text)),
}).annotate({ identifier: "ThemeTextSet" })

export const ThemeText = perLanguage("ThemeText", ThemeTextSet)

const Href = Schema.String.check(
  Schema.isPattern(/^(https?:\/\/|\/|mailto:|tel:)[^\s<>"]*$/u, {
    message: "must be an http(s), site, mailto or tel link",
  }),
  Schema.isMaxLength(textBounds.url),
).annotate({ identifier: "Href" })

/** A footer, help or quick link: to a web page, or to a document to download (terms, instructions). */
export const ThemeLink = Schema.Struct({
  label: Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(textBounds.name)),
  href: Href,
  kind: Schema.Literals(["url", "document"]),
}).annotate({ identifier: "ThemeLink" })

export const ThemeUrlSet = Schema.Struct({
  terms: Href,
  privacy: Href,
  registrationInstructions: Schema.optionalKey(Href),
  headerLink: Schema.optionalKey(ThemeLink),
  footerLinks: Schema.Array(ThemeLink).check(Schema.isMaxLength(5)),
  helpLinks: Schema.Array(ThemeLink).check(Schema.isMaxLength(4)),
  quickLinks: Schema.Array(ThemeLink).check(Schema.isMaxLength(4)),
  social: Schema.Struct({
    twitter: Schema.optionalKey(Href),
    facebook: Schema.optionalKey(Href),
    linkedin: Schema.optionalKey(Href),
  }),
  support: Schema.Struct({
    phone: boundedString(textBounds.phone),
    email: boundedString(textBounds.email),
    chat: Schema.optionalKey(Href),
  }),
}).annotate({ identifier: "ThemeUrlSet" })

export const ThemeUrls = perLanguage("ThemeUrls", ThemeUrlSet)

export const ProviderTheme = Schema.Struct({
  images: ThemeImages,
  settings: ThemeSettings,
  styles: ThemeStyles,
  text: ThemeText,
  urls: ThemeUrls,
}).annotate({ identifier: "ProviderTheme" })
export type ProviderTheme = typeof ProviderTheme.Type

/**
 * The theme as GET /theme/theme.json serves it: every default filled in and every setting in its one
 * spelling, so a client checks it as it is (before Effect loads: contract/src/start-up).
 */
export const ServedProviderTheme = Schema.toType(ProviderTheme)

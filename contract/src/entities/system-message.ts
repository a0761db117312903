import { Schema } from "effect"
import { boundedString, isInt32, textBounds } from "./bounds.ts"
import { Colour } from "./colour.ts"
import { LanguageCode } from "./primitives.ts"

/** Where the yes button goes, by choice code (spec §4). */
export const SystemMessageChoiceCode = Schema.Literals([1, 3, 4, 5, 6, 7, 9])
export type SystemMessageChoiceCode = typeof SystemMessageChoiceCode.Type

export const SystemMessage = Schema.Struct({
  /** Identifies the message for dismissal (our addition). */
  messageID: boundedString(textBounds.id),
  /** HTML; the app sanitises it before showing it. */
  content: boundedString(textBounds.html),
  width: Schema.Int.check(Schema.isBetween({ minimum: 100, maximum: 2000 }), isInt32()),
  height: Schema.Int.check(Schema.isBetween({ minimum: 100, maximum: 2000 }), isInt32()),
  colours: Schema.Struct({ background: Colour, text: Colour, accent: Colour }),
  yesDecisionLabel: boundedString(textBounds.name),
  noDecisionLabel: boundedString(textBounds.name),
  yesDecisionValidChoiceCode: Schema.NullOr(SystemMessageChoiceCode),
  /** Opened in a new window: only an https address (never `javascript:` or plain http). */
  yesDecisionExternalRedirectUrl: Schema.NullOr(
    Schema.String.check(
      Schema.isPattern(/^https:\/\/[^\s<>"]+$/u, { message: "must be an https address" }),
      Schema.isMaxLength(textBounds.url),
    ),
  ),
  /** A description beginning 'FR-' is shown only in French; any other only in other languages. */
  description: boundedString(textBounds.text),
}).annotate({ identifier: "SystemMessage" })
export type SystemMessage = typeof SystemMessage.Type

export const SystemMessageQuery = Schema.Struct({ languageCode: LanguageCode })

export const SystemMessageDismissal = Schema.Struct({ messageID: boundedString(textBounds.id) }).annotate({
  identifier: "SystemMessageDismissal",
})

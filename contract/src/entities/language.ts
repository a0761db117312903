import { Schema } from "effect"
import { itemList, LanguageCode } from "./primitives.ts"

export const Language = Schema.Struct({ code: LanguageCode, name: Schema.String }).annotate({
  identifier: "Language",
})

export const LanguageList = itemList("LanguageList", Language)

/** A language bills can be printed in; billGroupID selects it. */
export const DocumentLanguage = Schema.Struct({
  code: LanguageCode,
  billGroupID: Schema.Int,
  isCurrent: Schema.Boolean,
  name: Schema.String,
}).annotate({ identifier: "DocumentLanguage" })
export type DocumentLanguage = typeof DocumentLanguage.Type

export const DocumentLanguageList = itemList("DocumentLanguageList", DocumentLanguage)

export const DocumentLanguageUpdate = Schema.Struct({ billGroupID: Schema.Int }).annotate({
  identifier: "DocumentLanguageUpdate",
})

/** A provider's text overrides for one language: message key to text. */
export const PortalTexts = Schema.Record(Schema.String, Schema.String).annotate({ identifier: "PortalTexts" })

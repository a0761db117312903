import { Schema } from "effect"
import { boundedString, Int32, listBounds, textBounds } from "./bounds.ts"
import { itemList, LanguageCode } from "./primitives.ts"

export const Language = Schema.Struct({ code: LanguageCode, name: boundedString(textBounds.name) }).annotate({
  identifier: "Language",
})

export const LanguageList = itemList("LanguageList", Language, listBounds.short)

/** A language bills can be printed in; billGroupID selects it. */
export const DocumentLanguage = Schema.Struct({
  code: LanguageCode,
  billGroupID: Int32,
  isCurrent: Schema.Boolean,
  name: boundedString(textBounds.name),
}).annotate({ identifier: "DocumentLanguage" })
export type DocumentLanguage = typeof DocumentLanguage.Type

export const DocumentLanguageList = itemList("DocumentLanguageList", DocumentLanguage, listBounds.short)

export const DocumentLanguageUpdate = Schema.Struct({ billGroupID: Int32 }).annotate({
  identifier: "DocumentLanguageUpdate",
})

export const PortalTexts = Schema.Record(Schema.String, boundedString(textBounds.text)).annotate({
  identifier: "PortalTexts",
})

import type { LanguageCode } from "../entities/primitives.ts"

/** A description starting "FR-" marks a French system message; any other is English. */
export const isSystemMessageFor = (
  message: { readonly description: string },
  language: LanguageCode,
): boolean => message.description.startsWith("FR-") === (language === "fr")

import type { LanguageCode } from "../entities/primitives.ts"

/**
 * Whether a system message is meant for the given language (spec: a description starting "FR-" is the
 * French message; every other one is English).
 */
export const isSystemMessageFor = (
  message: { readonly description: string },
  language: LanguageCode,
): boolean => message.description.startsWith("FR-") === (language === "fr")

import type { LanguageCode } from "@billpath/contract"

/** The portal serves US and Canadian customers: American English and Canadian French. */
export const localeOf: Readonly<Record<LanguageCode, string>> = { en: "en-US", fr: "fr-CA" }

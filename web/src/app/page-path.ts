import type { LanguageCode } from "@billpath/contract"

/**
 * The address of a page in the customer's language, for links to screens whose routes arrive in later
 * issues (register, quick pay, password reset, billing …): "/fr/quickpay" or "/quickpay".
 */
export const pagePath = (language: LanguageCode, path: `/${string}`): string =>
  language === "en" ? path : `/${language}${path}`

import type { LanguageCode } from "@billpath/contract"
import { localeOf } from "../../i18n/locale-of.ts"
import { perLanguage } from "../../i18n/per-language.ts"

/** Receipts show the provider's time zone (spec §1), with the zone named, so a customer elsewhere is not misled. */
const dateTimeFormat = perLanguage(
  (language) =>
    new Intl.DateTimeFormat(localeOf[language], {
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
      timeZone: "America/Chicago",
    }),
)

export const formatReceiptTime = (instant: string, language: LanguageCode): string => {
  const time = new Date(instant)
  return Number.isNaN(time.getTime()) ? instant : dateTimeFormat(language).format(time)
}

import type { MessageKey } from "@billpath/contract"
import type { TranslationFunctions } from "./i18n-types.ts"

/** The symbols the no-symbols rule forbids, as its message lists them. */
const forbiddenSymbols = '{ } < > # $ % ; " | [ ]'

/**
 * The text of a contract message key ("register.fieldNoSymbols"): forms and the server fail with the
 * same keys, and this is where a key becomes words in the customer's language.
 */
export const messageText = (LL: TranslationFunctions, key: MessageKey): string => {
  const [group, name] = key.split(".")
  if (group === undefined || name === undefined) return LL.validation.invalid()
  // The translation object is a proxy that builds its functions on access, so look them up by name.
  const section: unknown = Reflect.get(LL, group)
  if (typeof section !== "object" || section === null) return LL.validation.invalid()
  const translate: unknown = Reflect.get(section, name)
  return typeof translate === "function"
    ? String(translate({ symbols: forbiddenSymbols }))
    : LL.validation.invalid()
}

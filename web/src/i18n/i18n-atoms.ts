import { atom, useAtomValue } from "jotai"
import type { TranslationFunctions } from "./i18n-types.ts"
import { i18nObject } from "./i18n-util.ts"
import { languageAtom } from "./language-atom.ts"

/** Bumped whenever a language's texts finish loading or a provider override is merged in. */
export const textsRevisionAtom = atom(0)

// Wrapped: typesafe-i18n's proxy answers every property, `then` included, so Jotai would await it forever.
export const translationsAtom = atom<{ readonly LL: TranslationFunctions }>((get) => {
  get(textsRevisionAtom)
  return { LL: i18nObject(get(languageAtom)) }
})

/** `const LL = useTranslations()`, then `LL.alerts.error()`. */
export const useTranslations = (): TranslationFunctions => useAtomValue(translationsAtom).LL

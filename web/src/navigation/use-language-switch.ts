import type { LanguageCode } from "@billpath/contract"
import { useNavigate, useParams, useSearch } from "@tanstack/react-router"
import { useStore } from "jotai"
import { changeLanguage } from "../session/change-language.ts"
import { pageParams } from "./page-params.ts"

/** An address naming a language (/fr/… or ?lang=fr) is rewritten to the new one, so a reload keeps it. */
export const useLanguageSwitch = (): ((language: LanguageCode) => Promise<void>) => {
  const store = useStore()
  const navigate = useNavigate()
  const pathLanguage = useParams({ strict: false, select: (params) => params.lang })
  const queryLanguage = useSearch({ strict: false, select: (search) => search.lang })
  return async (language) => {
    await changeLanguage(store, language)
    if (pathLanguage === undefined && queryLanguage === undefined) return
    await navigate({
      to: ".",
      params: (previous) => ({ ...previous, ...pageParams(language) }),
      // The new address names no other language, and asks for no saved language (Dashboard's setLanguage).
      search: ({ lang: _named, setLanguage: _saved, ...others }) => others,
      replace: true,
    })
  }
}

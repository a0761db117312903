import type { DocumentLanguage } from "@billpath/contract"
import { useAtomValue } from "jotai"
import { useEffect, useState } from "react"
import { apiClientAtom } from "../../api/portal-atoms.ts"

/** Spec §4: when the document languages cannot be had, the profile offers English, bill group 0. */
const englishOnly: ReadonlyArray<DocumentLanguage> = [
  { code: "en", billGroupID: 0, isCurrent: true, name: "" },
]

/** The languages bills can be printed in, the account's marked current; undefined while on their way. */
export const useDocumentLanguages = (): ReadonlyArray<DocumentLanguage> | undefined => {
  const api = useAtomValue(apiClientAtom)
  const [languages, setLanguages] = useState<ReadonlyArray<DocumentLanguage>>()
  useEffect(() => {
    let current = true
    void api.call("getDocumentLanguages", {}).then((outcome) => {
      if (!current) return
      const items = outcome._tag === "success" ? outcome.value.items : []
      setLanguages(items.length > 0 ? items : englishOnly)
    })
    return () => {
      current = false
    }
  }, [api])
  return languages
}

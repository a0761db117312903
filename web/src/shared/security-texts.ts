import { useAtomValue, useStore } from "jotai"
import { useEffect, useState } from "react"
import { languageAtom } from "../i18n/language-atom.ts"
import { hasScreenTexts } from "../i18n/load-texts.ts"
import { ensureScreenTexts } from "../session/change-language.ts"

/** Whether the passkey and sign-in code texts are in place; they load on first use, apart from any page's. */
export const useSecurityTexts = (): boolean => {
  const store = useStore()
  const language = useAtomValue(languageAtom)
  const [ready, setReady] = useState(() => hasScreenTexts(language, "security"))
  useEffect(() => {
    if (ready) return
    let live = true
    // A failed load leaves the parts out; the password still signs in.
    ensureScreenTexts(store, ["security"]).then(
      () => live && setReady(true),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [store, ready])
  return ready
}

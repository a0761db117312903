import { useAtomValue } from "jotai"
import { useEffect, useState } from "react"
import { apiClientAtom } from "../api/portal-atoms.ts"
import { languageAtom } from "../i18n/language-atom.ts"

export interface SecurityQuestionOption {
  readonly id: number
  readonly question: string
}

/** Refetched when the language changes (spec §2); undefined while on their way. */
export const useSecurityQuestions = (): ReadonlyArray<SecurityQuestionOption> | "failed" | undefined => {
  const api = useAtomValue(apiClientAtom)
  const language = useAtomValue(languageAtom)
  const [questions, setQuestions] = useState<ReadonlyArray<SecurityQuestionOption> | "failed">()
  useEffect(() => {
    let current = true
    void api
      .call("getSecurityQuestions", { query: { langCode: language === "fr" ? "FR" : "EN" } })
      .then((outcome) => {
        if (current) setQuestions(outcome._tag === "success" ? outcome.value.items : "failed")
      })
    return () => {
      current = false
    }
  }, [api, language])
  // The previous language's list stays on screen while the new one comes, so the field does not jump.
  return questions
}

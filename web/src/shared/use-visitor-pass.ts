import type { Token } from "@billpath/contract"
import { useStore } from "jotai"
import { useEffect } from "react"
import { setVisitorPass } from "../session/visitor-pass.ts"

/** The pass is the flow's alone, so it goes when the flow's screen does. */
export const useVisitorPass = () => {
  const store = useStore()
  useEffect(() => () => setVisitorPass(store, null), [store])
  return (pass: Token | null) => setVisitorPass(store, pass)
}

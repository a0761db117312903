import type { Token } from "@billpath/contract"
import { useStore } from "jotai"
import { useEffect } from "react"
import { setVisitorPass } from "../session/visitor-pass.ts"

/**
 * A visitor flow's pass (registration, password reset, quick pay): the setter hands it over or takes it
 * back, and it goes with the flow's screen, being the flow's alone.
 */
export const useVisitorPass = () => {
  const store = useStore()
  useEffect(() => () => setVisitorPass(store, null), [store])
  return (pass: Token | null) => setVisitorPass(store, pass)
}

import { useEffect, useRef } from "react"
import type { MenuHandOver } from "./deferred-menu.tsx"

/**
 * Makes a deferred menu's real implementation continue where its stand-in left off: open when the
 * customer had already chosen it, focus on the real button when the stand-in had it.
 */
export const useHandOver = ({ openOnMount, focusOnMount }: MenuHandOver) => {
  const triggerRef = useRef<HTMLButtonElement>(null)
  const first = useRef({ openOnMount, focusOnMount })
  useEffect(() => {
    // Once, on mount: later changes of the stand-in's state no longer apply.
    if (first.current.focusOnMount && !first.current.openOnMount) triggerRef.current?.focus()
  }, [])
  return { defaultOpen: first.current.openOnMount, triggerRef }
}

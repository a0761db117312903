import { type ReactNode, useDeferredValue, useLayoutEffect } from "react"

/**
 * Draws the first screen in the background: React renders it in slices of a few milliseconds, between
 * which the browser paints and answers input, instead of one long task that leaves a phone unresponsive
 * (docs/decisions/025-server-data-and-loading.md). The router's own updates are
 * synchronous, so the slicing has to start below it: the first pass draws nothing, the second, deferred,
 * draws the screen. Index.html's outline of the page stays until then and goes in the same frame the
 * screen appears, so there is no blank frame between them. Later screens are drawn as before.
 */
export const FirstScreen = ({ children }: { readonly children: ReactNode }) => {
  const drawn = useDeferredValue(true, false)
  useLayoutEffect(() => {
    if (drawn) document.getElementById("boot-outline")?.remove()
  }, [drawn])
  return drawn ? children : null
}

import { type ReactNode, useDeferredValue, useLayoutEffect } from "react"

/**
 * Draws the first screen in slices, so the browser paints and answers input between them rather than leaving
 * a phone unresponsive (docs/decisions/025-server-data-and-loading.md). The router updates synchronously, so
 * the first pass draws nothing and the deferred second draws the screen, removing index.html's outline in the
 * same frame.
 */
export const FirstScreen = ({ children }: { readonly children: ReactNode }) => {
  const drawn = useDeferredValue(true, false)
  useLayoutEffect(() => {
    if (drawn) document.getElementById("boot-outline")?.remove()
  }, [drawn])
  return drawn ? children : null
}

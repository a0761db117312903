import { type ReactNode, useDeferredValue, useLayoutEffect } from "react"

// Drawn in slices so a phone paints and answers input between them (docs/decisions/025-server-data-and-loading.md):
// the first pass draws nothing, the deferred second the screen, dropping index.html's outline in the same frame.
export const FirstScreen = ({ children }: { readonly children: ReactNode }) => {
  const drawn = useDeferredValue(true, false)
  useLayoutEffect(() => {
    if (drawn) document.getElementById("boot-outline")?.remove()
  }, [drawn])
  return drawn ? children : null
}

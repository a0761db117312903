import { useEffect, useState } from "react"

// Undefined while on its way, so a list never shows the previous search's rows as the new answer. `keepPrevious`
// holds the old value instead, so a dashboard card keeps its content and an answered message does not reopen.
export const useAnswer = <T>(
  promise: Promise<T>,
  keepPrevious = false,
): { readonly value: T } | undefined => {
  const [settled, setSettled] = useState<{ readonly promise: Promise<T>; readonly value: T }>()
  useEffect(() => {
    let current = true
    void promise.then((value) => {
      if (current) setSettled({ promise, value })
    })
    return () => {
      current = false
    }
  }, [promise])
  return settled !== undefined && (keepPrevious || settled.promise === promise)
    ? { value: settled.value }
    : undefined
}

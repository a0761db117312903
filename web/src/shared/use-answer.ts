import { useEffect, useState } from "react"

/**
 * What this very promise settled to; undefined while it is on its way, as a list must not show the
 * previous search's rows as the answer to the new one. With `keepPrevious`, the previous promise's value
 * stays until the new one settles, so a dashboard card does not fall back to its skeleton and an answered
 * message does not reopen.
 */
export const useAnswer = <T>(
  promise: Promise<T>,
  keepPrevious = false,
): { readonly value: T } | undefined => {
  const [settled, setSettled] = useState<{ readonly promise: Promise<T>; readonly value: T } | undefined>(
    undefined,
  )
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

import { useEffect, useState } from "react"

/**
 * What this very promise settled to; undefined while it is on its way. Unlike the dashboard's cards,
 * a list must not show the previous search's rows as the answer to the new one.
 */
export const useAnswer = <T>(promise: Promise<T>): { readonly value: T } | undefined => {
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
  return settled?.promise === promise ? { value: settled.value } : undefined
}

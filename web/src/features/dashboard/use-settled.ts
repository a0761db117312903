import { useEffect, useState } from "react"

/**
 * The value a promise settled to; undefined until the first one has. While a newer one is on its way the
 * previous value stays, so a card does not fall back to its skeleton and an answered message does not reopen.
 */
export const useSettled = <T>(promise: Promise<T>): T | undefined => {
  const [settled, setSettled] = useState<{ readonly value: T } | undefined>(undefined)
  useEffect(() => {
    let current = true
    void promise.then((value) => {
      if (current) setSettled({ value })
    })
    return () => {
      current = false
    }
  }, [promise])
  return settled?.value
}

import { useSyncExternalStore } from "react"

/** Panda's `md` breakpoint: from here the lists are tables and their filters sit inline. */
const wideQuery = "(min-width: 768px)"

const media = (): MediaQueryList | undefined =>
  typeof window.matchMedia === "function" ? window.matchMedia(wideQuery) : undefined

const subscribe = (onChange: () => void) => {
  const list = media()
  list?.addEventListener("change", onChange)
  return () => list?.removeEventListener("change", onChange)
}

/** Whether the screen is as wide as `md`; where media queries cannot be asked (tests), it counts as wide. */
export const useWideScreen = (): boolean => useSyncExternalStore(subscribe, () => media()?.matches ?? true)

import { type RefObject, useEffect, useState } from "react"

/** The width an element is laid out at, kept up to date as the window (or a phone's orientation) changes. */
export const useElementWidth = (element: RefObject<HTMLElement | null>, fallback: number): number => {
  const [width, setWidth] = useState(fallback)
  useEffect(() => {
    const target = element.current
    if (target === null) return
    setWidth(target.clientWidth || fallback)
    const observer = new ResizeObserver(([entry]) => {
      if (entry !== undefined) setWidth(Math.round(entry.contentRect.width) || fallback)
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [element, fallback])
  return width
}

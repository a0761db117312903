import { useLayoutEffect, useRef, useState } from "react"
import type { MenuHandOver } from "./deferred-menu.tsx"

/**
 * Lets a deferred menu's real implementation go on where its stand-in left off: open if it was chosen (even
 * during the hand-over), focused if the stand-in had the focus.
 */
export const useHandOver = (
  { openOnMount, focusOnMount, highlight }: MenuHandOver,
  /** The menu's item values in order, to find the first and the last. */
  itemValues: ReadonlyArray<string>,
) => {
  const triggerRef = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(openOnMount)
  const focusedOnce = useRef(false)

  // Layout effects run before the browser handles the next key, so a key pressed right after the swap
  // reaches the real button.
  useLayoutEffect(() => {
    if (focusedOnce.current) return
    focusedOnce.current = true
    if (focusOnMount && !openOnMount) triggerRef.current?.focus()
  }, [focusOnMount, openOnMount])
  useLayoutEffect(() => {
    if (openOnMount) setOpen(true)
  }, [openOnMount])

  const highlighted =
    highlight === "first" ? itemValues[0] : highlight === "last" ? itemValues.at(-1) : undefined
  return {
    triggerRef,
    rootProps: {
      open,
      onOpenChange: (details: { readonly open: boolean }) => setOpen(details.open),
      ...(highlighted === undefined ? {} : { defaultHighlightedValue: highlighted }),
    },
  }
}

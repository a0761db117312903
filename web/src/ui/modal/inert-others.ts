/** How many open modals have made each element inert, so nested modals undo only their own share. */
const inertBy = new WeakMap<Element, number>()

/** Returns the undo; backdrops are left as they are, as they hold nothing. */
export const makeOthersInert = (keep: HTMLElement): (() => void) => {
  const touched: Array<HTMLElement> = []
  for (const child of Array.from(document.body.children)) {
    if (!(child instanceof HTMLElement) || child.contains(keep)) continue
    if (child.localName === "script" || child.dataset.part === "backdrop") continue
    const count = inertBy.get(child) ?? 0
    // Inert for a reason of its own: not ours to undo.
    if (count === 0 && child.inert) continue
    inertBy.set(child, count + 1)
    child.inert = true
    touched.push(child)
  }
  let undone = false
  return () => {
    if (undone) return
    undone = true
    for (const element of touched) {
      const count = (inertBy.get(element) ?? 1) - 1
      inertBy.set(element, count)
      if (count === 0) element.inert = false
    }
  }
}

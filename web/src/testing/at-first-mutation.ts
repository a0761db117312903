/**
 * Watches the document and resolves with `read()` taken at the first change after which `holds()` is
 * true: what a user (or a screen reader) meets at the moment something appears, not a moment later.
 * `waitFor` cannot tell those apart, as it polls and may look only after later work has run.
 */
export const atFirstMutation = <T>(holds: () => boolean, read: () => T): Promise<T> =>
  new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!holds()) return
      observer.disconnect()
      resolve(read())
    })
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
  })

/**
 * Wraps an async task so that calls made while it runs share its result instead of starting it again:
 * ten requests failing with 401 at once cause one token refresh, not ten.
 */
export const singleFlight = <T>(task: () => Promise<T>): (() => Promise<T>) => {
  let running: Promise<T> | undefined
  return () => {
    if (running === undefined) {
      running = task().finally(() => {
        running = undefined
      })
    }
    return running
  }
}

/** Calls made while the task runs share its result: many 401s at once cause one token refresh. */
export const singleFlight = <T>(task: () => Promise<T>): (() => Promise<T>) => {
  let running: Promise<T> | undefined
  return () =>
    (running ??= task().finally(() => {
      running = undefined
    }))
}

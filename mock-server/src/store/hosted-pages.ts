import { forgetOldest, type HostedPaymentSession, type State } from "./state.ts"

/** Card pages open at once, over every customer (left-open pages are also swept after an hour). */
export const openPaymentPagesLimit = 10_000

export const keepHostedPage = (
  state: State,
  page: HostedPaymentSession,
  limit = openPaymentPagesLimit,
): void => {
  state.hostedSessions.set(page.id, page)
  forgetOldest(state.hostedSessions, limit)
}

import { forgetOldest, type HostedPaymentSession, type State } from "./state.ts"

/** `limit`: card pages open at once, over every customer (left-open pages are also swept after an hour). */
export const keepHostedPage = (state: State, page: HostedPaymentSession, limit = 10_000): void => {
  state.hostedSessions.set(page.id, page)
  forgetOldest(state.hostedSessions, limit)
}

import { forgetOldest, type HostedPaymentSession, type State } from "./state.ts"

/**
 * Card pages open at once, over every customer. Pages left open are also forgotten after an hour
 * (tokens.ts sweep); this bound holds however fast they are opened. The oldest goes first.
 */
export const openPaymentPagesLimit = 10_000

export const keepHostedPage = (
  state: State,
  page: HostedPaymentSession,
  limit = openPaymentPagesLimit,
): void => {
  state.hostedSessions.set(page.id, page)
  forgetOldest(state.hostedSessions, limit)
}

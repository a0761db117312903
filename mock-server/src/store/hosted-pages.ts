import { type HostedPaymentSession, rememberNewest, type State } from "./state.ts"

/** `limit`: card pages open at once, over every customer (left-open pages are also swept after an hour). */
export const keepHostedPage = (state: State, page: HostedPaymentSession, limit = 10_000): void =>
  rememberNewest(state.hostedSessions, page.id, page, limit)

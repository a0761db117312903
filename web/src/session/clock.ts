import type { Token } from "@billpath/contract"

/** How many ms the client clock is ahead of the server's, judged when the token arrived. */
const clockOffset = (token: Token, receivedAt: number): number => {
  const issued = Date.parse(token.issued)
  return Number.isFinite(issued) ? receivedAt - issued : 0
}

// Dates and the token's life are measured against the server's clock, so a customer whose computer clock is
// off still sees the right day and is not logged out early.
export const serverNow = (session: { readonly token: Token; readonly receivedAt: number } | null): number =>
  session === null ? Date.now() : Date.now() - clockOffset(session.token, session.receivedAt)

/** The spec's countdown (§4): expires_in minus the time elapsed since issue, minus 5 s; in ms. */
export const sessionTimeLeft = (token: Token, receivedAt: number, now: number = Date.now()): number =>
  token.expires_in * 1000 - (now - receivedAt) - 5000

/** The idle modal opens this long before the countdown ends. */
export const idleWarningMs = 30_000

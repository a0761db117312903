/** How long a sign-in lives and how many one person holds: settings, so tests and demos can shorten them. */
export const defaultSessionPolicy = {
  accessSeconds: 15 * 60,
  /** A refresh token not used for this long stops working: a sign-in nobody renews ends. */
  refreshIdleSeconds: 30 * 60,
  /** No sign-in outlives this, however often it is renewed. */
  sessionMaxSeconds: 12 * 60 * 60,
  /** A refresh token reused within it is refused without harm (two tabs renewing); later, the sign-in ends. */
  reuseLeewaySeconds: 30,
  /** Live sign-ins per customer (or per account, for visitor passes); a new one ends the oldest. */
  signInsPerOwner: 25,
  /** A hosted card page left unsubmitted this long is forgotten. */
  paymentPageSeconds: 60 * 60,
}

export type SessionPolicy = Readonly<typeof defaultSessionPolicy>

/** A policy whose refresh tokens outlive their access tokens, as renewal needs. */
export const sessionPolicyWith = (overrides: Partial<SessionPolicy>): SessionPolicy => {
  const policy = { ...defaultSessionPolicy, ...overrides }
  const refreshIdleSeconds = Math.max(policy.refreshIdleSeconds, policy.accessSeconds * 2)
  return {
    ...policy,
    refreshIdleSeconds,
    sessionMaxSeconds: Math.max(policy.sessionMaxSeconds, refreshIdleSeconds),
  }
}

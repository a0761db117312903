/** How long a sign-in lives and how many one person holds: settings, so tests and demos can shorten them. */
export interface SessionPolicy {
  /** Lifetime of an access token. */
  readonly accessSeconds: number
  /** A refresh token not used for this long stops working: a sign-in nobody renews ends. */
  readonly refreshIdleSeconds: number
  /** No sign-in outlives this, however often it is renewed. */
  readonly sessionMaxSeconds: number
  /**
   * A refresh token presented again within this leeway is refused without harm (two tabs renewing at
   * once); later, the reuse means a copy is in someone else's hands and the sign-in ends.
   */
  readonly reuseLeewaySeconds: number
  /** Live sign-ins per customer (or per account, for visitor passes); a new one ends the oldest. */
  readonly signInsPerOwner: number
  /** A hosted card page left unsubmitted this long is forgotten. */
  readonly paymentPageSeconds: number
}

export const defaultSessionPolicy: SessionPolicy = {
  accessSeconds: 15 * 60,
  refreshIdleSeconds: 30 * 60,
  sessionMaxSeconds: 12 * 60 * 60,
  reuseLeewaySeconds: 30,
  signInsPerOwner: 25,
  paymentPageSeconds: 60 * 60,
}

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

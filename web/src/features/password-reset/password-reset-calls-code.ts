/**
 * The password reset's rules and calls (the contract's schemas, with Effect), one loader for the search and
 * the security question: they load when the visitor searches or starts answering, not with the page.
 */
export const loadPasswordResetCalls = () => import("./password-reset-calls.ts")

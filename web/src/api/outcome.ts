import type { DeclaredOutcome, Endpoint } from "@billpath/contract"

/**
 * What a call gives a screen: the endpoint's declared outcomes (success or one of its statuses), or
 * one of two outcomes every call can have. `unauthorized`: no session could be had (refresh failed, the
 * user is being logged out). `failed`: anything unexpected — network down, an undeclared status, an
 * answer that does not match the contract; screens show alerts.error for it.
 */
export type CallOutcome<E extends Endpoint> =
  | DeclaredOutcome<E>
  | { readonly _tag: "unauthorized" }
  | { readonly _tag: "failed"; readonly reason: string }

export const failed = (reason: string): { readonly _tag: "failed"; readonly reason: string } => ({
  _tag: "failed",
  reason,
})

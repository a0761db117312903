import type { DeclaredOutcome, Endpoint } from "./endpoint.ts"

/** No session could be had: a signed-in endpoint answered 401 (the token is missing, expired or retired). */
export interface Unauthorized {
  readonly _tag: "unauthorized"
}

/** Anything undeclared: network down, an undeclared status, a 400, a wrong body; `reason` is for the log. */
export interface Failed {
  readonly _tag: "failed"
  readonly reason: string
}

export type CallOutcome<E extends Endpoint> = DeclaredOutcome<E> | Unauthorized | Failed

export const unauthorized: Unauthorized = { _tag: "unauthorized" }

export const failed = (reason: string): Failed => ({ _tag: "failed", reason })

export const failedOn = (name: string, error: unknown): Failed =>
  failed(`${name}: ${error instanceof Error ? error.message : String(error)}`)

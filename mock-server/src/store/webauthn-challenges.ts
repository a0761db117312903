import { randomBytes } from "node:crypto"
import type { ServerContext } from "../context.ts"
import { rememberNewest } from "./state.ts"

/** A ceremony must finish within minutes, and its challenge works once. */
export const challengeSeconds = 5 * 60

const challengesRemembered = 10_000

/** Whom a challenge is given to: a signed-in customer adding a passkey, or a client signing in with one. */
type Binding = `sign-in:${string}` | `client:${string}`

export const rememberChallenge = (context: ServerContext, challenge: string, boundTo: Binding): string => {
  const id = randomBytes(18).toString("base64url")
  const pending = { challenge, boundTo, expiresAt: context.clock.millis() + challengeSeconds * 1000 }
  rememberNewest(context.store.state.webAuthnChallenges, id, pending, challengesRemembered)
  return id
}

/** Takes a challenge out, whatever comes of its use, so none is tried twice; one bound to another stays. */
export const takeChallenge = (context: ServerContext, id: string, boundTo: Binding): string | undefined => {
  const challenges = context.store.state.webAuthnChallenges
  const pending = challenges.get(id)
  if (pending === undefined || pending.boundTo !== boundTo) return undefined
  challenges.delete(id)
  return context.clock.millis() < pending.expiresAt ? pending.challenge : undefined
}

import { randomBytes } from "node:crypto"
import type { Clock } from "../clock.ts"
import { forgetOldest, type PendingChallenge, type State } from "./state.ts"

/** A ceremony must finish within minutes, and its challenge works once. */
export const challengeSeconds = 5 * 60

/** Challenges remembered at once over every client: beyond it, the oldest are forgotten. */
const challengesRemembered = 10_000

type Binding =
  | { readonly kind: "registration"; readonly signInId: string }
  | { readonly kind: "signIn"; readonly client: string }

/** Keeps a challenge for its binding and answers its ID. */
export const rememberChallenge = (
  state: State,
  clock: Clock,
  challenge: string,
  binding: Binding,
): string => {
  const id = randomBytes(18).toString("base64url")
  const expiresAt = clock.millis() + challengeSeconds * 1000
  const pending: PendingChallenge =
    binding.kind === "registration"
      ? { kind: "registration", challenge, signInId: binding.signInId, expiresAt }
      : { kind: "signIn", challenge, client: binding.client, expiresAt }
  state.webAuthnChallenges.set(id, pending)
  forgetOldest(state.webAuthnChallenges, challengesRemembered)
  return id
}

/**
 * Takes a challenge out, whatever comes of its use, so none is tried twice. Undefined when it is unknown,
 * already used, expired, or bound to another sign-in or client.
 */
export const takeChallenge = (
  state: State,
  clock: Clock,
  id: string,
  binding: Binding,
): string | undefined => {
  const pending = state.webAuthnChallenges.get(id)
  if (pending === undefined) return undefined
  const bound =
    pending.kind === "registration"
      ? binding.kind === "registration" && binding.signInId === pending.signInId
      : binding.kind === "signIn" && binding.client === pending.client
  // A challenge presented by someone it was not given to stays for its owner.
  if (!bound) return undefined
  state.webAuthnChallenges.delete(id)
  return clock.millis() < pending.expiresAt ? pending.challenge : undefined
}

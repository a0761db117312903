/** How many guesses the provider allows: a person never meets them, guessing is hopeless; tests set them. */
export interface GuessingLimits {
  /** Wrong passwords in a row that lock a sign-in until a password reset (unknown usernames alike). */
  readonly signInAttemptsBeforeLock: number
  /** Wrong security answers in a row, over every reset, before answering pauses. */
  readonly answerAttemptsBeforePause: number
  readonly answerPauseSeconds: number
  /** How long an e-mailed temporary password works if it is not used. */
  readonly temporaryPasswordSeconds: number
  /** Unknown usernames whose wrong sign-ins are remembered (the oldest is forgotten beyond). */
  readonly unknownUsernamesRemembered: number
}

export const defaultGuessingLimits: GuessingLimits = {
  signInAttemptsBeforeLock: 5,
  answerAttemptsBeforePause: 3,
  answerPauseSeconds: 60 * 60,
  temporaryPasswordSeconds: 24 * 60 * 60,
  unknownUsernamesRemembered: 10_000,
}

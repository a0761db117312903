/**
 * How many guesses the provider allows before it stops answering them. Generous enough that a person never
 * meets them by mistake, tight enough that guessing a password or a security answer is hopeless; all are
 * settings so tests can reach them quickly (MockServerOptions.guessing).
 */
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

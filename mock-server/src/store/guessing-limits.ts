/** How many guesses the provider allows: a person never meets them, guessing is hopeless; tests set them. */
export interface GuessingLimits {
  /** Wrong passwords in a row that lock a sign-in until a password reset (unknown usernames alike). */
  readonly signInAttemptsBeforeLock: number
  /** Wrong security answers one reset pass takes; the last ends the pass (answer-records.ts). */
  readonly answerAttemptsPerPass: number
  /** Wrong security answers one client address may give in a window, over every pass and account. */
  readonly answerAttemptsPerClient: number
  /** The window of `answerAttemptsPerClient`, and how long an ended pass asks for the visible robot check. */
  readonly answerWindowSeconds: number
  /** How long a passed visible robot check lets its client's next account lookup through. */
  readonly challengePassSeconds: number
  /** How long an e-mailed temporary password works if it is not used. */
  readonly temporaryPasswordSeconds: number
  /** Unknown usernames whose wrong sign-ins are remembered (the oldest is forgotten beyond). */
  readonly unknownUsernamesRemembered: number
  /** Clients, accounts and passes whose wrong answers are remembered (the oldest is forgotten beyond). */
  readonly answerRecordsRemembered: number
}

export const defaultGuessingLimits: GuessingLimits = {
  signInAttemptsBeforeLock: 5,
  answerAttemptsPerPass: 3,
  answerAttemptsPerClient: 10,
  answerWindowSeconds: 60 * 60,
  challengePassSeconds: 10 * 60,
  temporaryPasswordSeconds: 24 * 60 * 60,
  unknownUsernamesRemembered: 10_000,
  answerRecordsRemembered: 10_000,
}

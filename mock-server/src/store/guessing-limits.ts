/** How many guesses the provider allows: a person never meets them, guessing is hopeless; tests set them. */
export const defaultGuessingLimits = {
  /** Wrong passwords in a row that lock a sign-in until a password reset (unknown usernames alike). */
  signInAttemptsBeforeLock: 5,
  /** Wrong security answers one reset pass takes; the last ends the pass (answer-records.ts). */
  answerAttemptsPerPass: 3,
  /** Wrong security answers one client address may give in a window, over every pass and account. */
  answerAttemptsPerClient: 10,
  /** The window of `answerAttemptsPerClient`, and how long an ended pass asks for the visible robot check. */
  answerWindowSeconds: 60 * 60,
  /** How long a passed visible robot check lets its client's next account lookup through. */
  challengePassSeconds: 10 * 60,
  /** How long an e-mailed temporary password works if it is not used. */
  temporaryPasswordSeconds: 24 * 60 * 60,
  /** Unknown usernames and answer records remembered; beyond, the oldest is forgotten. */
  unknownUsernamesRemembered: 10_000,
  answerRecordsRemembered: 10_000,
}

export type GuessingLimits = Readonly<typeof defaultGuessingLimits>

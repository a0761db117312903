import type { ServerContext } from "../context.ts"
import { rememberNewest } from "./state.ts"

// What wrong security answers cost (docs/decisions/015-a-provider-api-on-a-network.md). Nothing here pauses an
// account: whoever passes the robot check, the customer included, may look it up again and answer.
export const noAnswerRecords = () => ({
  /** Wrong answers given on each live reset pass, by its access token. */
  onPass: new Map<string, number>(),
  /** Wrong answers per client address, and when that count is forgotten. */
  byClient: new Map<string, { readonly count: number; readonly until: number }>(),
  /** `client:<address>` or `account:<number>` whose pass ended: until when a lookup needs the visible check. */
  challengeOwed: new Map<string, number>(),
  /** Client addresses that passed the visible check: until when their next lookup is let through. */
  challengePassed: new Map<string, number>(),
})

export type AnswerRecords = ReturnType<typeof noAnswerRecords>

const clientKey = (client: string): string => `client:${client}`
export const accountKey = (accountNumber: string): string => `account:${accountNumber}`

const secondsLeft = (until: number | undefined, now: number): number | undefined =>
  until === undefined || until <= now ? undefined : Math.ceil((until - now) / 1000)

const remember = <V>(context: ServerContext, map: Map<string, V>, key: string, value: V): void =>
  rememberNewest(map, key, value, context.guessing.answerRecordsRemembered)

/** Counts a wrong answer on a pass; its last ends the pass and owes the visible robot check to a lookup. */
export const countWrongAnswer = (
  context: ServerContext,
  client: string,
  pass: string,
  accountNumber: string,
): "invalid" | "ended" => {
  const records = context.store.state.answers
  const { guessing } = context
  const now = context.clock.millis()
  const window = now + guessing.answerWindowSeconds * 1000
  const earlier = records.byClient.get(client)
  const { count, until } =
    earlier !== undefined && earlier.until > now ? earlier : { count: 0, until: window }
  remember(context, records.byClient, client, { count: count + 1, until })
  const onPass = (records.onPass.get(pass) ?? 0) + 1
  if (onPass < guessing.answerAttemptsPerPass) {
    remember(context, records.onPass, pass, onPass)
    return "invalid"
  }
  records.onPass.delete(pass)
  remember(context, records.challengeOwed, clientKey(client), window)
  remember(context, records.challengeOwed, accountKey(accountNumber), window)
  return "ended"
}

/** The right answer: the pass is forgotten with its count, and the account asks for no more checks. */
export const answeredRight = (context: ServerContext, pass: string, accountNumber: string): void => {
  const records = context.store.state.answers
  records.onPass.delete(pass)
  records.challengeOwed.delete(accountKey(accountNumber))
}

/** Seconds before a client may answer again, once its wrong answers reached the window's limit. */
export const answersHeldFor = (context: ServerContext, client: string): number | undefined => {
  const byClient = context.store.state.answers.byClient.get(client)
  if (byClient === undefined || byClient.count < context.guessing.answerAttemptsPerClient) return undefined
  return secondsLeft(byClient.until, context.clock.millis())
}

/** Whether a client ended a pass lately: its low-friction robot check fails, so the visible one shows. */
export const owesChallenge = (context: ServerContext, client: string): boolean =>
  (context.store.state.answers.challengeOwed.get(clientKey(client)) ?? 0) > context.clock.millis()

/** The client passed the visible robot check: its next lookup goes through. */
export const passChallenge = (context: ServerContext, client: string): void => {
  const until = context.clock.millis() + context.guessing.challengePassSeconds * 1000
  remember(context, context.store.state.answers.challengePassed, client, until)
}

// Held for the visible robot check when the client or an `owing` key ended a pass, or `spentFor` is given. A
// client that passed is let through once; an account keeps asking until its window ends or the right answer.
export const lookupHeldFor = (
  context: ServerContext,
  client: string,
  owing: ReadonlyArray<string>,
  spentFor: number | undefined,
): number | undefined => {
  const records = context.store.state.answers
  const now = context.clock.millis()
  const owed = [clientKey(client), ...owing].map((key) => secondsLeft(records.challengeOwed.get(key), now))
  const waits = [...owed, spentFor].filter((wait) => wait !== undefined)
  if (waits.length === 0) return undefined
  if (secondsLeft(records.challengePassed.get(client), now) === undefined) return Math.max(...waits)
  records.challengePassed.delete(client)
  records.challengeOwed.delete(clientKey(client))
  return undefined
}

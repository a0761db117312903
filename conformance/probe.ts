import {
  type CallOutcome,
  call,
  type Endpoint,
  type EndpointInput,
  ErrorMessage,
  type RawAnswer,
  type SuccessValue,
} from "@billpath/contract"
import { Schema } from "effect"
import { accepts, type Expectation, expectedText } from "./expectation.ts"
import { fetchTransport, type Roots } from "./fetch-transport.ts"
import type { Recorder } from "./recorder.ts"

export interface Probing {
  readonly roots: Roots
  readonly recorder: Recorder
}

export interface ProbeOptions<E extends Endpoint> {
  /** Which check of the endpoint this is, when it has several. */
  readonly label?: string
  /** The bearer token; none for a public endpoint, or to see a signed-in one refuse. */
  readonly token?: string | undefined
  readonly expect?: Expectation<E>
  /** Checks nothing and prints nothing: clean-up calls (a restore, a second sign-out). */
  readonly quiet?: boolean
}

const isErrorMessage = Schema.is(ErrorMessage)

const parsedJson = (bytes: Uint8Array): unknown => {
  try {
    return JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    return undefined
  }
}

/** Every token in an answer (sign-in, refresh, lookups) is hidden from the report as soon as it arrives. */
const hideTokensIn = (recorder: Recorder, value: unknown): void => {
  if (typeof value !== "object" || value === null) return
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry === "string" && (key === "access_token" || key === "refresh_token")) recorder.hide(entry)
    else hideTokensIn(recorder, entry)
  }
}

/** The contract client's reason without the endpoint's name it starts with. */
const reasonOf = (endpoint: Endpoint, reason: string): string =>
  reason.startsWith(`${endpoint.name}: `) ? reason.slice(endpoint.name.length + 2) : reason

/** What came, for the report, and whether it breaks the contract whatever the check wanted. */
const actualOf = <E extends Endpoint>(
  endpoint: E,
  outcome: CallOutcome<E>,
  answer: RawAnswer | undefined,
): { readonly text: string; readonly broken: boolean } => {
  if (answer === undefined) {
    const reason = outcome._tag === "failed" && "reason" in outcome ? outcome.reason : "no request sent"
    return { text: `no answer (${reasonOf(endpoint, reason)})`, broken: true }
  }
  const status = answer.status
  if (outcome._tag === "failed" && "reason" in outcome) {
    // The client's own words for a status the endpoint does not declare.
    const undeclared = outcome.reason === `${endpoint.name} answered ${status}`
    return {
      text: undeclared
        ? `${status}, which it does not declare`
        : `${status}: ${reasonOf(endpoint, outcome.reason)}`,
      broken: true,
    }
  }
  if (outcome._tag === "unauthorized") {
    // The contract's 401 carries a message; an empty or other body breaks it as much as a wrong status.
    return isErrorMessage(parsedJson(answer.bytes))
      ? { text: "401", broken: false }
      : { text: "401 without the ErrorMessage body", broken: true }
  }
  if (outcome._tag === "success") {
    const success = endpoint.success
    const contentType = answer.headers["content-type"] ?? ""
    if (success.kind === "file" && !contentType.startsWith(success.contentType)) {
      return { text: `${status} as ${contentType || "no content type"}`, broken: true }
    }
    return { text: String(status), broken: false }
  }
  return { text: `${status} ${outcome._tag}`, broken: false }
}

/** What a check gives back: the outcome's tag, and the success value when there was one. */
export interface Probed<E extends Endpoint> {
  readonly tag: string
  readonly value: SuccessValue<E> | undefined
}

/**
 * Calls an endpoint with the contract's own client and records one line: passed when the answer is one
 * the endpoint declares, decoded by its schemas, and one the check accepts. Gives the outcome back, for
 * the checks that need its answer.
 */
export const probe = async <E extends Endpoint>(
  { roots, recorder }: Probing,
  endpoint: E,
  input: EndpointInput<E>,
  options: ProbeOptions<NoInfer<E>> = {},
): Promise<Probed<E>> => {
  let answer: RawAnswer | undefined
  const outcome = await call(
    endpoint,
    input,
    fetchTransport(roots, options.token, (received) => {
      answer = received
      // Before decoding: an answer that breaks its schema may still carry tokens a complaint would quote.
      if ((received.headers["content-type"] ?? "").includes("json")) {
        hideTokensIn(recorder, parsedJson(received.bytes))
      }
    }),
  )
  const value = outcome._tag === "success" && "value" in outcome ? outcome.value : undefined
  const probed: Probed<E> = { tag: outcome._tag, value }
  if (options.quiet === true) return probed
  const expectation = options.expect ?? {}
  const actual = actualOf(endpoint, outcome, answer)
  const passed = !actual.broken && accepts(expectation, outcome._tag, value)
  const expected = expectedText(endpoint, expectation)
  if (passed) recorder.pass(endpoint, options.label, expected, actual.text)
  else recorder.fail(endpoint, options.label, expected, actual.text)
  return probed
}

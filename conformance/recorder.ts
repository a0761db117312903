import type { Endpoint } from "@billpath/contract"
import type { CheckResult } from "./check-result.ts"

const hidden = "[hidden]"
/** Long enough for any schema complaint, short enough for one line of a CI log. */
const longestText = 300

/**
 * Collects the results as they come and is the one place their texts pass through: every password and
 * token the run learns is hidden there, whatever a server or a decoding error echoes back.
 */
export interface Recorder {
  readonly results: ReadonlyArray<CheckResult>
  /** Never to be printed: a password (also as it travels, base64url) or a token. */
  readonly hide: (secret: string) => void
  readonly record: (result: CheckResult) => void
  readonly pass: (endpoint: Endpoint, label: string | undefined, expected: string, actual: string) => void
  readonly fail: (endpoint: Endpoint, label: string | undefined, expected: string, actual: string) => void
  readonly skip: (endpoint: Endpoint, label: string | undefined, reason: string) => void
}

/** One line, printable, without control characters, cut to a readable length. */
const oneLine = (text: string): string => {
  const flat = text.replace(/[\p{Cc}\s]+/gu, " ").trim()
  return flat.length > longestText ? `${flat.slice(0, longestText)}…` : flat
}

export const endpointLabel = (endpoint: Endpoint): string => `${endpoint.method} ${endpoint.path}`

export const createRecorder = (onResult: (result: CheckResult) => void): Recorder => {
  const results: Array<CheckResult> = []
  const secrets = new Set<string>()
  const redact = (text: string): string =>
    oneLine(
      [...secrets]
        .sort((a, b) => b.length - a.length)
        .reduce((redacted, secret) => redacted.split(secret).join(hidden), text),
    )

  const record = (result: CheckResult): void => {
    const clean: CheckResult = {
      ...result,
      label: result.label === undefined ? undefined : redact(result.label),
      expected: redact(result.expected),
      actual: redact(result.actual),
    }
    results.push(clean)
    onResult(clean)
  }
  const entry =
    (verdict: CheckResult["verdict"]) =>
    (endpoint: Endpoint, label: string | undefined, expected: string, actual: string): void =>
      record({
        verdict,
        endpointName: endpoint.name,
        endpoint: endpointLabel(endpoint),
        label,
        expected,
        actual,
      })

  return {
    results,
    hide: (secret) => {
      // Too short to hide without mangling the report; no real password or token is this short.
      if (secret.length < 4) return
      secrets.add(secret)
      secrets.add(Buffer.from(secret, "utf8").toString("base64url"))
      secrets.add(encodeURIComponent(secret))
    },
    record,
    pass: entry("pass"),
    fail: entry("fail"),
    skip: (endpoint, label, reason) => entry("skip")(endpoint, label, "", reason),
  }
}

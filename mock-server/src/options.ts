import { parseArgs } from "node:util"
import { Result, Schema } from "effect"

const wholeNumber = (minimum: number, maximum: number) =>
  Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum, maximum }))
const Port = wholeNumber(0, 65535)
const Seconds = wholeNumber(5, 86400)
const Instant = Schema.String.check(Schema.makeFilter((text: string) => !Number.isNaN(Date.parse(text))))
const Count = wholeNumber(1, 10_000_000)
const KioskIdleSeconds = wholeNumber(30, 900)
const OnOff = Schema.Literals(["on", "off"])
const ThemeId = Schema.String.check(Schema.isPattern(/^[a-z0-9-]+$/))

/** Why a text is not an origin as browsers send it in `Origin`, or undefined when it is one. */
const originProblem = (text: string): string | undefined => {
  if (!URL.canParse(text)) return "not a URL"
  const url = new URL(text)
  if (url.protocol !== "http:" && url.protocol !== "https:") return "not http or https"
  // A browser's Origin header is exactly this form: a path, a slash or a default port would never match it.
  return url.origin === text ? undefined : `an origin is scheme, host and port only, as in ${url.origin}`
}
const Origin = Schema.String.check(Schema.makeFilter((text: string) => originProblem(text) ?? true))

const decodeOr = <T>(schema: Schema.Decoder<T>, name: string, value: string | undefined): T | undefined => {
  if (value === undefined || value === "") return undefined
  const decoded = Schema.decodeUnknownResult(schema)(value)
  if (Result.isFailure(decoded)) throw new Error(`${name}: "${value}" is not valid (${decoded.failure})`)
  return decoded.success
}

/** Every value checked as an origin, empty entries skipped and repeats dropped. */
const originsOr = (name: string, values: ReadonlyArray<string>): ReadonlyArray<string> => [
  ...new Set(
    values.map((value) => decodeOr(Origin, name, value.trim())).filter((origin) => origin !== undefined),
  ),
]

/** What `npm start` and the Dockerfile can set (README "Run it"): a flag wins over its variable. */
export const readStartOptions = (argv: ReadonlyArray<string>, env: NodeJS.ProcessEnv) => {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      port: { type: "string" },
      host: { type: "string" },
      theme: { type: "string" },
      kiosk: { type: "boolean" },
      "cors-origin": { type: "string", multiple: true },
    },
    strict: true,
  })
  const now = decodeOr(Instant, "MOCK_NOW", env.MOCK_NOW)
  return {
    port: decodeOr(Port, "PORT", values.port ?? env.PORT) ?? 8080,
    // Only this machine by default; the Dockerfile sets HOST=0.0.0.0 inside its container.
    host: values.host ?? env.HOST ?? "127.0.0.1",
    themeId: decodeOr(ThemeId, "MOCK_THEME", values.theme ?? env.MOCK_THEME),
    corsOrigins:
      values["cors-origin"] === undefined
        ? originsOr("MOCK_CORS_ORIGINS", (env.MOCK_CORS_ORIGINS ?? "").split(","))
        : originsOr("--cors-origin", values["cors-origin"]),
    now: now === undefined ? undefined : new Date(now),
    seed: env.MOCK_SEED || undefined,
    tokenLifetimeSeconds: decodeOr(Seconds, "MOCK_TOKEN_SECONDS", env.MOCK_TOKEN_SECONDS),
    refreshIdleSeconds: decodeOr(Seconds, "MOCK_REFRESH_IDLE_SECONDS", env.MOCK_REFRESH_IDLE_SECONDS),
    sessionMaxSeconds: decodeOr(Seconds, "MOCK_SESSION_MAX_SECONDS", env.MOCK_SESSION_MAX_SECONDS),
    ratePerClient: decodeOr(Count, "MOCK_RATE_PER_CLIENT", env.MOCK_RATE_PER_CLIENT),
    ratePerAccount: decodeOr(Count, "MOCK_RATE_PER_ACCOUNT", env.MOCK_RATE_PER_ACCOUNT),
    mockEndpoints: (decodeOr(OnOff, "MOCK_ENDPOINTS", env.MOCK_ENDPOINTS) ?? "on") === "on",
    kiosk: values.kiosk === true || decodeOr(OnOff, "MOCK_KIOSK", env.MOCK_KIOSK) === "on",
    kioskIdleSeconds: decodeOr(KioskIdleSeconds, "MOCK_KIOSK_IDLE_SECONDS", env.MOCK_KIOSK_IDLE_SECONDS),
  }
}

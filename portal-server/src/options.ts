import { readFileSync } from "node:fs"
import { basename, dirname, resolve } from "node:path"
import { parseArgs } from "node:util"
import { KioskSettings } from "@billpath/contract"
import { themesDirectory } from "@billpath/themes"
import { Result, Schema } from "effect"

/** What `npm run serve:portal` is told, checked: a bad value stops it before it listens. */
export interface PortalOptions {
  readonly port: number
  readonly host: string
  /** config.json's apiRoot: the provider API's absolute URL. */
  readonly apiRoot: string
  /** The provider's card page origin: framed on a kiosk and posted to; the API's origin unless told. */
  readonly paymentOrigin: string
  /** The theme folder: its name is the theme's id, its parent the themes directory. */
  readonly theme: { readonly id: string; readonly directory: string }
  readonly companyId: string
  readonly captcha: { readonly key: string; readonly keyV2: string; readonly enterpriseUrl: string }
  readonly kiosk: KioskSettings | undefined
}

const Port = Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 65535 }))

const isWebUrl = (text: string): boolean => {
  if (!URL.canParse(text)) return false
  const url = new URL(text)
  return (url.protocol === "http:" || url.protocol === "https:") && url.search === "" && url.hash === ""
}
const WebUrl = Schema.String.check(
  Schema.makeFilter(isWebUrl, { message: "must be an http(s) URL without a query or fragment" }),
)
const Origin = WebUrl.check(
  Schema.makeFilter((text: string) => new URL(text).origin === text, {
    message: "must be an origin: scheme, host and optional port, no path or trailing slash",
  }),
)

class OptionProblem extends Error {}

const decode = <T>(schema: Schema.Decoder<T>, name: string, value: string): T => {
  const decoded = Schema.decodeUnknownResult(schema)(value)
  if (Result.isFailure(decoded))
    throw new OptionProblem(`${name}: "${value}" is not valid: ${decoded.failure}`)
  return decoded.success
}

const given = (...values: ReadonlyArray<string | undefined>): string | undefined =>
  values.find((value) => value !== undefined && value !== "")

/** A kiosk settings file, read and checked with the contract's schema. */
const readKioskSettings = (path: string): KioskSettings => {
  let text: string
  try {
    text = readFileSync(path, "utf8")
  } catch (error) {
    throw new OptionProblem(
      `--kiosk: cannot read ${path} (${error instanceof Error ? error.message : String(error)})`,
    )
  }
  const decoded = Schema.decodeUnknownResult(Schema.fromJsonString(KioskSettings))(text)
  if (Result.isFailure(decoded))
    throw new OptionProblem(`--kiosk: ${path} is not valid kiosk settings: ${decoded.failure}`)
  return decoded.success
}

export const defaultThemeFolder = resolve(themesDirectory, "aurora-telecom")

/**
 * Flags first, then the environment: --port/PORT, --host/HOST, --api-root/API_ROOT (required),
 * --payment-origin/PAYMENT_ORIGIN, --theme/THEME (a theme folder), --company-id/COMPANY_ID, CAPTCHA_KEY,
 * CAPTCHA_KEY_V2, CAPTCHA_ENTERPRISE_URL, --kiosk/KIOSK_SETTINGS (a JSON file of kiosk settings).
 * Throws one clear message for the first bad value.
 */
export const readPortalOptions = (argv: ReadonlyArray<string>, env: NodeJS.ProcessEnv): PortalOptions => {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      port: { type: "string" },
      host: { type: "string" },
      "api-root": { type: "string" },
      "payment-origin": { type: "string" },
      theme: { type: "string" },
      "company-id": { type: "string" },
      kiosk: { type: "string" },
    },
    strict: true,
  })
  const apiRootText = given(values["api-root"], env.API_ROOT)
  if (apiRootText === undefined)
    throw new OptionProblem(
      "--api-root (or API_ROOT) is required: the provider API's URL, e.g. https://api.example.com/api",
    )
  const apiRoot = decode(WebUrl, "--api-root", apiRootText).replace(/\/+$/u, "")
  const paymentText = given(values["payment-origin"], env.PAYMENT_ORIGIN)
  const folder = resolve(given(values.theme, env.THEME) ?? defaultThemeFolder)
  const kioskFile = given(values.kiosk, env.KIOSK_SETTINGS)
  const portText = given(values.port, env.PORT)
  return {
    port: portText === undefined ? 8080 : decode(Port, "--port", portText),
    // Only this machine by default; a container sets HOST=0.0.0.0.
    host: given(values.host, env.HOST) ?? "127.0.0.1",
    apiRoot,
    paymentOrigin:
      paymentText === undefined ? new URL(apiRoot).origin : decode(Origin, "--payment-origin", paymentText),
    theme: { id: basename(folder), directory: dirname(folder) },
    companyId: given(values["company-id"], env.COMPANY_ID) ?? basename(folder),
    captcha: {
      key: env.CAPTCHA_KEY ?? "",
      keyV2: env.CAPTCHA_KEY_V2 ?? "",
      enterpriseUrl: env.CAPTCHA_ENTERPRISE_URL ?? "",
    },
    kiosk: kioskFile === undefined ? undefined : readKioskSettings(kioskFile),
  }
}

export { OptionProblem }

import { existsSync } from "node:fs"
import { join } from "node:path"
import {
  type Config,
  defaultThemeRoot,
  demoCaptchaKeys,
  type EncodedAnswer,
  fail,
  getConfig,
  getPortalLanguages,
  getPortalTexts,
  getSiteOverrides,
  getTheme,
  outcomeEncoder,
  routePattern,
  success,
} from "@billpath/contract"
import { loadTheme } from "@billpath/themes"
import Fastify, { type FastifyReply } from "fastify"
import type { PortalOptions } from "./options.ts"
import { answerClientError } from "./site/client-errors.ts"
import { registerCompression } from "./site/compression.ts"
import { capConnectionsPerClient, defaultConnectionLimits, serverLimits } from "./site/connections.ts"
import { registerErrorAnswers } from "./site/errors.ts"
import { type OtherOrigins, registerSecurityHeaders, securityHeadersOf } from "./site/security.ts"
import { registerThemeAssets } from "./site/theme-assets.ts"
import { registerThemeStylesheet } from "./site/theme-stylesheet.ts"
import { registerWebApp } from "./site/web-app.ts"
import { registerWebManifest } from "./site/web-manifest.ts"

export const defaultWebRoot = join(import.meta.dirname, "..", "..", "web", "dist")

/** Google's hosts, which its robot check loads scripts and frames from. */
const googleRobotCheck = ["https://www.google.com", "https://www.gstatic.com"]

/** The origins the pages reach besides their own: the API, the card page and, with real keys, Google. */
export const otherOriginsOf = (options: PortalOptions): OtherOrigins => {
  const { key, keyV2, enterpriseUrl } = options.captcha
  const demoKeys: ReadonlyArray<string> = [demoCaptchaKeys.lowFriction, demoCaptchaKeys.visible]
  const google =
    [key, keyV2].some((siteKey) => siteKey !== "" && !demoKeys.includes(siteKey)) || enterpriseUrl !== ""
  return {
    api: [new URL(options.apiRoot).origin],
    payment: [options.paymentOrigin],
    robotCheck: google
      ? [...googleRobotCheck, ...(enterpriseUrl === "" ? [] : [new URL(enterpriseUrl).origin])]
      : [],
  }
}

export const configOf = (options: PortalOptions): Config => ({
  apiRoot: options.apiRoot,
  captchaKey: options.captcha.key,
  captchaKeyV2: options.captcha.keyV2,
  captchaEnterpriseURL: options.captcha.enterpriseUrl,
  companyID: options.companyId,
  themeRoot: defaultThemeRoot,
  ...(options.kiosk === undefined ? {} : { kiosk: options.kiosk }),
})

const send = (reply: FastifyReply, answer: EncodedAnswer): FastifyReply =>
  reply.code(answer.status).headers(answer.headers).header("cache-control", "no-cache").send(answer.body)

/**
 * The portal's own host in front of a provider API on another origin: the built app, config.json from
 * the options, the theme's documents and images, and the security headers naming those origins. Nothing
 * else: the API and the mock's tools are not here. A theme that fails the contract's check, or a missing
 * build, stops it at start.
 */
export const buildPortalServer = async (
  options: PortalOptions,
  settings: { readonly webRoot?: string; readonly logger?: boolean } = {},
) => {
  const webRoot = settings.webRoot ?? defaultWebRoot
  if (!existsSync(join(webRoot, "index.html")))
    throw new Error(`The web app is not built (${webRoot}/index.html is missing): run npm run build first`)
  const loaded = await loadTheme(options.theme.id, options.theme.directory)
  if (!loaded.ok) {
    const problems = loaded.problems.map((problem) => `  ${problem.text}`).join("\n")
    throw new Error(`Theme ${join(options.theme.directory, options.theme.id)} cannot be used:\n${problems}`)
  }
  const { theme, sites } = loaded
  const app = Fastify({
    logger: settings.logger === true ? { level: "info" } : false,
    // The portal's host takes no request bodies.
    bodyLimit: 16 * 1024,
    ...serverLimits(defaultConnectionLimits),
    clientErrorHandler: answerClientError,
  })
  capConnectionsPerClient(app.server, defaultConnectionLimits.perClient)
  registerErrorAnswers(app)
  registerSecurityHeaders(app, securityHeadersOf(otherOriginsOf(options)))
  await registerCompression(app)

  // The site documents, encoded once with the contract's schemas: a bad kiosk setting or theme throws here.
  const configAnswer = outcomeEncoder(getConfig)(success(configOf(options)), {})
  const languagesAnswer = outcomeEncoder(getPortalLanguages)(
    success({
      items: [
        { code: "en", name: "English" },
        { code: "fr", name: "Français" },
      ],
    }),
    {},
  )
  const encodeTexts = outcomeEncoder(getPortalTexts)
  const textsOf = (lang: "en" | "fr") => {
    const text = theme.text[lang]
    return encodeTexts(text === undefined ? fail("notFound") : success(text.messages), { params: { lang } })
  }
  const texts = new Map([
    ["en", textsOf("en")],
    ["fr", textsOf("fr")],
  ])
  const unknownLanguage = encodeTexts(fail("notFound"), { params: { lang: "en" } })
  const themeAnswer = outcomeEncoder(getTheme)(success(theme), {})
  const sitesAnswer = outcomeEncoder(getSiteOverrides)(success(sites), {})
  app.get(routePattern(getConfig), (_request, reply) => send(reply, configAnswer))
  app.get(routePattern(getPortalLanguages), (_request, reply) => send(reply, languagesAnswer))
  app.get<{ Params: { lang: string } }>(routePattern(getPortalTexts), (request, reply) =>
    send(reply, texts.get(request.params.lang) ?? unknownLanguage),
  )
  app.get(routePattern(getTheme), (_request, reply) => send(reply, themeAnswer))
  app.get(routePattern(getSiteOverrides), (_request, reply) => send(reply, sitesAnswer))

  await registerThemeAssets(app, options.theme.id, [], options.theme.directory)
  registerWebManifest(app, theme)
  registerThemeStylesheet(app, theme.styles)
  await registerWebApp(app, webRoot)
  return app
}

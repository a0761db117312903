import { endpoints } from "@billpath/contract"
import { type Probing, probe } from "./probe.ts"
import { needs } from "./skipped.ts"

/** The portal's own documents (--site): configuration, languages and texts, theme, per-site overrides. */
export const siteChecks = async (kit: Probing): Promise<void> => {
  await probe(kit, endpoints.getConfig, {})
  const languages = (await probe(kit, endpoints.getPortalLanguages, {})).value
  const code = languages?.items[0]?.code
  if (code === undefined) needs(kit.recorder, "getPortalTexts", "GET /language/Portal gave no language")
  else await probe(kit, endpoints.getPortalTexts, { params: { lang: code } })
  await probe(kit, endpoints.getTheme, {})
  await probe(kit, endpoints.getSiteOverrides, {})
}

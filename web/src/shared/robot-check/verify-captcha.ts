import type { CaptchaVersion } from "@billpath/contract"
import type { ApiClient } from "../../api/client.ts"

/** GET /verifyrecaptchatoken: whether the API accepts a robot-check token. */
export const verifyCaptcha = async (
  api: ApiClient,
  token: string,
  version: typeof CaptchaVersion.Type,
  extra: { readonly siteKey?: string; readonly username?: string; readonly serviceID?: string },
): Promise<boolean> => {
  const outcome = await api.call("verifyRecaptchaToken", { query: { token, version, ...extra } })
  return outcome._tag === "success" && outcome.value
}

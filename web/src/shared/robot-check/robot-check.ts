import type { Config } from "@billpath/contract"
import { demoCaptchaKeys, demoCaptchaTokens, type RobotCheckSubject } from "@billpath/contract/rules"
import type { ApiClient } from "../../api/client.ts"
import type { verifyCaptcha } from "./verify-captcha.ts"

/** The low-friction check runs first; when it does not verify, the visible challenge must be passed. */
export interface RobotCheck {
  readonly kind: "none" | "demo" | "google"
  /** The invisible check, verified by the API, for the username signing in or the service ID looked up. */
  readonly lowFriction: (subject: RobotCheckSubject) => Promise<boolean>
  readonly visible: VisibleChallengeKind
  /** Verifies the visible challenge's token (the demo's comes from ticking its box). */
  readonly verifyVisible: (token: string) => Promise<boolean>
}

/** The demo's own checkbox, or Google's widget, which `mount` loads and draws. */
export type VisibleChallengeKind =
  | { readonly kind: "checkbox" }
  | {
      readonly kind: "widget"
      readonly mount: (
        container: HTMLElement,
        language: string,
        onToken: (token: string) => void,
      ) => Promise<{ readonly reset: () => void }>
    }

// The call's code loads on first use.
const verify: typeof verifyCaptcha = async (...args) =>
  (await import("./verify-captcha.ts")).verifyCaptcha(...args)

export const createRobotCheck = (config: Config, api: ApiClient): RobotCheck => {
  if (config.captchaKey === "" && config.captchaEnterpriseURL === "") {
    return {
      kind: "none",
      lowFriction: async () => true,
      visible: { kind: "checkbox" },
      verifyVisible: async () => true,
    }
  }
  if (config.captchaKey === demoCaptchaKeys.lowFriction) {
    return {
      kind: "demo",
      lowFriction: ({ username, serviceID }) =>
        verify(api, demoCaptchaTokens.lowFriction, "v3", {
          ...(username === undefined ? {} : { username }),
          ...(serviceID === undefined ? {} : { serviceID }),
        }),
      visible: { kind: "checkbox" },
      verifyVisible: (token) => verify(api, token, "v2", {}),
    }
  }
  const enterprise = config.captchaEnterpriseURL !== ""
  // Google's script loads only when a check first needs it.
  const google = () =>
    import("./google-recaptcha.ts").then(({ loadGoogleRecaptcha }) =>
      loadGoogleRecaptcha(config.captchaKey, config.captchaEnterpriseURL),
    )
  const version = enterprise ? "enterprise" : "v3"
  return {
    kind: "google",
    lowFriction: async () => {
      try {
        const token = await (await google()).execute(config.captchaKey)
        return await verify(api, token, version, enterprise ? { siteKey: config.captchaKey } : {})
      } catch {
        return false
      }
    },
    visible: {
      kind: "widget",
      mount: async (container, language, onToken) =>
        (await google()).render(container, config.captchaKeyV2, language, onToken),
    },
    verifyVisible: (token) => verify(api, token, "v2", {}),
  }
}

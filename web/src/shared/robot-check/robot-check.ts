import type { CaptchaVersion, Config } from "@billpath/contract"
import { demoCaptchaKeys, demoCaptchaTokens, type RobotCheckSubject } from "@billpath/contract/rules"
import type { ApiClient } from "../../api/client.ts"
import type { GoogleRecaptcha, WidgetEvents } from "./google-recaptcha.ts"

/**
 * The robot check behind one small interface: the low-friction check runs first and, when it does not
 * verify, the visible challenge must be passed. The demo check makes its tokens locally; Google's
 * reCAPTCHA is loaded only when real keys are configured (google-recaptcha.ts).
 */
export interface RobotCheck {
  readonly kind: "none" | "demo" | "google"
  /**
   * Runs the invisible check and verifies its token with the API, for the username signing in or the
   * service ID looked up (the demo check plays a robot for some of them).
   */
  readonly lowFriction: (subject: RobotCheckSubject) => Promise<boolean>
  /** What the visible challenge is: the demo's own checkbox, or Google's widget. */
  readonly visible: VisibleChallengeKind
  /** Verifies the token the visible challenge produced (the demo's is produced by ticking its box). */
  readonly verifyVisible: (token: string) => Promise<boolean>
}

export type VisibleChallengeKind =
  | { readonly kind: "checkbox" }
  | {
      readonly kind: "widget"
      /** Loads Google's script if needed and draws its widget in `container`. */
      readonly mount: (
        container: HTMLElement,
        language: string,
        events: WidgetEvents,
      ) => Promise<{ readonly reset: () => void }>
    }

export const demoTickedToken = demoCaptchaTokens.ticked

/** Asks the API whether a robot-check token is good; the call's code loads on first use. */
const verify = async (
  api: ApiClient,
  token: string,
  version: typeof CaptchaVersion.Type,
  extra: { readonly siteKey?: string; readonly username?: string; readonly serviceID?: string },
): Promise<boolean> => (await import("./verify-captcha.ts")).verifyCaptcha(api, token, version, extra)

export const createRobotCheck = (
  config: Config,
  api: ApiClient,
  google: () => Promise<GoogleRecaptcha>,
): RobotCheck => {
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
  return {
    kind: "google",
    lowFriction: async () => {
      try {
        const token = await (await google()).execute(config.captchaKey)
        return await verify(
          api,
          token,
          enterprise ? "enterprise" : "v3",
          enterprise ? { siteKey: config.captchaKey } : {},
        )
      } catch {
        return false
      }
    },
    visible: {
      kind: "widget",
      mount: async (container, language, events) =>
        (await google()).render(container, config.captchaKeyV2, language, events),
    },
    verifyVisible: (token) => verify(api, token, "v2", {}),
  }
}

import type { CaptchaVersion } from "../entities/auth.ts"

/** The demo robot check's site keys: the web app makes their tokens itself rather than load a third-party script. */
export const demoCaptchaKeys = { lowFriction: "demo-captcha-v3", visible: "demo-captcha-v2" } as const

/** The token the demo's low-friction check produces; the visible check's token once ticked. */
export const demoCaptchaTokens = { lowFriction: "demo-v3-token", ticked: "demo-v2-ticked" } as const

/** Usernames starting with this (any case) fail the low-friction check, so a demo can show the challenge. */
export const demoRobotUsernamePrefix = "robot."

/** Service IDs starting with this (any case) fail it too, in the flows that look one up: `ROBOT-1`. */
export const demoRobotServiceIdPrefix = "robot-"

/** Who the low-friction check is run for: the username signing in, or the service ID looked up. */
export interface RobotCheckSubject {
  readonly username?: string | undefined
  readonly serviceID?: string | undefined
}

const startsWith = (value: string | undefined, prefix: string): boolean =>
  (value ?? "").trim().toLowerCase().startsWith(prefix)

/** Whether the demo check passes a token: the visible check once ticked, the low-friction one unless a robot. */
export const passesDemoCaptcha = (
  token: string,
  version: typeof CaptchaVersion.Type,
  subject: RobotCheckSubject,
): boolean =>
  version === "v2"
    ? token === demoCaptchaTokens.ticked
    : token === demoCaptchaTokens.lowFriction &&
      !startsWith(subject.username, demoRobotUsernamePrefix) &&
      !startsWith(subject.serviceID, demoRobotServiceIdPrefix)

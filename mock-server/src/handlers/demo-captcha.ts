import type { CaptchaVersion } from "@billpath/contract"

/**
 * The demo robot check. config.json hands out these site keys; the web app recognises them and, instead
 * of loading a third-party script, produces the tokens below.
 */
export const demoCaptchaKeys = { lowFriction: "demo-captcha-v3", visible: "demo-captcha-v2" } as const

/** The token the demo's low-friction check produces; the visible check's token once ticked. */
export const demoCaptchaTokens = { lowFriction: "demo-v3-token", ticked: "demo-v2-ticked" } as const

/**
 * The low-friction check passes except for usernames starting with "robot.", so a demo can show the
 * visible challenge; the visible check passes once ticked.
 */
export const passesDemoCaptcha = (
  token: string,
  version: typeof CaptchaVersion.Type,
  username: string | undefined,
): boolean =>
  version === "v2"
    ? token === demoCaptchaTokens.ticked
    : token === demoCaptchaTokens.lowFriction && !(username ?? "").trim().toLowerCase().startsWith("robot.")

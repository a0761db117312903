/**
 * Google reCAPTCHA, loaded only when real site keys are configured. Its script defines a global
 * `grecaptcha` (or `grecaptcha.enterprise`); we reach it through checks, never through casts.
 */

interface Executor {
  readonly execute: (siteKey: string) => Promise<string>
}

const scriptUrl = (siteKey: string, enterpriseUrl: string): string =>
  enterpriseUrl !== ""
    ? `${enterpriseUrl}${enterpriseUrl.includes("?") ? "&" : "?"}render=${encodeURIComponent(siteKey)}`
    : `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`

const executorOf = (enterprise: boolean): Executor | undefined => {
  const root: unknown = Reflect.get(globalThis, "grecaptcha")
  const api: unknown =
    enterprise && typeof root === "object" && root !== null ? Reflect.get(root, "enterprise") : root
  if (typeof api !== "object" || api === null) return undefined
  const execute: unknown = Reflect.get(api, "execute")
  const ready: unknown = Reflect.get(api, "ready")
  if (typeof execute !== "function" || typeof ready !== "function") return undefined
  return {
    execute: (siteKey) =>
      new Promise<string>((resolve, reject) => {
        ready.call(api, () => {
          Promise.resolve(execute.call(api, siteKey, { action: "login" })).then((token: unknown) => {
            if (typeof token === "string") resolve(token)
            else reject(new Error("reCAPTCHA gave no token"))
          }, reject)
        })
      }),
  }
}

let loading: Promise<Executor> | undefined

/**
 * Loads the script once. The enterprise script defines its API some time after it loads, so it is
 * looked for every 100 ms until it is there (spec §9).
 */
export const loadGoogleRecaptcha = (siteKey: string, enterpriseUrl: string): Promise<Executor> => {
  loading ??= new Promise<Executor>((resolve, reject) => {
    const script = document.createElement("script")
    script.src = scriptUrl(siteKey, enterpriseUrl)
    script.async = true
    script.onerror = () => reject(new Error("reCAPTCHA could not be loaded"))
    document.head.append(script)
    const poll = window.setInterval(() => {
      const executor = executorOf(enterpriseUrl !== "")
      if (executor !== undefined) {
        window.clearInterval(poll)
        resolve(executor)
      }
    }, 100)
  })
  return loading
}

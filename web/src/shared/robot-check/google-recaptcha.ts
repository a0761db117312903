/** Google reCAPTCHA, loaded only for real site keys; its global is reached through checks, never casts. */
export interface GoogleRecaptcha {
  /** The invisible check: a token for this site key and the "login" action. */
  readonly execute: (siteKey: string) => Promise<string>
  /** Draws the visible "I'm not a robot" widget in `container`; returns a way to clear it for a new try. */
  readonly render: (
    container: HTMLElement,
    siteKey: string,
    language: string,
    onToken: (token: string) => void,
  ) => { readonly reset: () => void }
}

const scriptUrl = (siteKey: string, enterpriseUrl: string): string =>
  enterpriseUrl !== ""
    ? `${enterpriseUrl}${enterpriseUrl.includes("?") ? "&" : "?"}render=${encodeURIComponent(siteKey)}`
    : `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`

const functionOf = (api: object, name: string): ((...args: Array<unknown>) => unknown) | undefined => {
  const value: unknown = Reflect.get(api, name)
  return typeof value === "function" ? (...args: Array<unknown>) => value.apply(api, args) : undefined
}

const recaptchaOf = (enterprise: boolean): GoogleRecaptcha | undefined => {
  const root: unknown = Reflect.get(globalThis, "grecaptcha")
  const api: unknown =
    enterprise && typeof root === "object" && root !== null ? Reflect.get(root, "enterprise") : root
  if (typeof api !== "object" || api === null) return undefined
  const execute = functionOf(api, "execute")
  const ready = functionOf(api, "ready")
  const render = functionOf(api, "render")
  const reset = functionOf(api, "reset")
  if (execute === undefined || ready === undefined || render === undefined || reset === undefined) {
    return undefined
  }
  return {
    execute: (siteKey) =>
      new Promise<string>((resolve, reject) => {
        ready(() => {
          Promise.resolve(execute(siteKey, { action: "login" })).then((token: unknown) => {
            if (typeof token === "string") resolve(token)
            else reject(new Error("reCAPTCHA gave no token"))
          }, reject)
        })
      }),
    render: (container, siteKey, language, onToken) => {
      const widget = render(container, {
        sitekey: siteKey,
        hl: language,
        callback: (token: unknown) => {
          if (typeof token === "string") onToken(token)
        },
      })
      return { reset: () => void reset(widget) }
    },
  }
}

let loading: Promise<GoogleRecaptcha> | undefined

/** The enterprise script defines its API some time after it loads, so it is polled for (spec §9). */
export const loadGoogleRecaptcha = (siteKey: string, enterpriseUrl: string): Promise<GoogleRecaptcha> => {
  loading ??= new Promise<GoogleRecaptcha>((resolve, reject) => {
    const script = document.createElement("script")
    script.src = scriptUrl(siteKey, enterpriseUrl)
    script.async = true
    const poll = window.setInterval(() => {
      const recaptcha = recaptchaOf(enterpriseUrl !== "")
      if (recaptcha !== undefined) {
        window.clearInterval(poll)
        resolve(recaptcha)
      }
    }, 100)
    script.onerror = () => {
      window.clearInterval(poll)
      // A later attempt (a reload of the form) may try again.
      loading = undefined
      reject(new Error("reCAPTCHA could not be loaded"))
    }
    document.head.append(script)
  })
  return loading
}

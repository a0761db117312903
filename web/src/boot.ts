import "./index.css"
import { isFramedByPortal, reportFramedReturn } from "./framed-return.ts"

/**
 * The entry index.html runs: the stylesheet, then the app (`main.tsx`, which index.html preloads with the
 * shell, web/start-up-preloads.ts). Imported rather than the entry itself, so that on the sign-in page's
 * address the sign-in page's code is asked for now, with the app's, and not only once the app has run
 * and the router has looked at the address: one round trip less before the first screen.
 */

/** The sign-in page's address: the portal's home, in English (`/`) or with a language segment (`/fr`). */
const isHomeAddress = (pathname: string): boolean => /^\/(?:[a-z]{2}\/?)?$/u.test(pathname)

const preloadSignInCode = (): void => {
  const named = document.querySelector<HTMLMetaElement>('meta[name="billpath-sign-in-code"]')
  if (named === null || !isHomeAddress(window.location.pathname)) return
  for (const href of named.content.split(" ").filter((file) => file !== "")) {
    const link = document.createElement("link")
    link.rel = "modulepreload"
    link.crossOrigin = ""
    link.fetchPriority = "low"
    link.href = href
    document.head.append(link)
  }
}

if (isFramedByPortal()) {
  // The card page framed by the portal has sent its frame back here: the framing page takes it from here.
  reportFramedReturn()
} else {
  preloadSignInCode()
  // The installable app (its worker, its "no answer" notice), once the page has loaded; only in a build.
  if (import.meta.env.PROD) addEventListener("load", () => import("./installable-app/in-app.ts"))
  await import("./main.tsx")
}

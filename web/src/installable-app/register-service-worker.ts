/**
 * Registers the service worker (built by vite-plugin-pwa, web/vite.config.ts) when the browser is idle
 * after the page's load, so that the worker's install (which fetches the app's code again to keep it)
 * does not compete with the first screen. Importing it registers (in-app.ts); only a build has a worker (`npm run dev` serves modules).
 */
const register = () => void navigator.serviceWorker.register("/sw.js").catch(() => undefined)

// Safari has no requestIdleCallback; a task is the nearest it offers.
const whenIdle = () =>
  "requestIdleCallback" in window ? requestIdleCallback(register) : setTimeout(register)

// Insecure origins and some privacy modes have no service workers: the portal works as before.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  if (document.readyState === "complete") whenIdle()
  else addEventListener("load", whenIdle, { once: true })
}

export {}

/**
 * Registers the service worker (built by vite-plugin-pwa, web/vite.config.ts) when the browser is idle after
 * the page's load, so that its install, which fetches the app's code to keep it, does not compete with the
 * first screen. Importing it registers (in-app.ts); only a build has a worker (`npm run dev` serves modules).
 */

/**
 * What the offline page shows beside its texts, which no page of the app asks for: kept in the worker's
 * cache for the theme, so the offline page has the provider's colours and icon when the server is gone.
 */
const offlinePageThemeFiles = ["/theme/theme.css", "/theme/images/app-icon-192.png"]

const keepOfflinePageTheme = async (): Promise<void> => {
  const cache = await caches.open("billpath-theme")
  await Promise.all(offlinePageThemeFiles.map((file) => cache.add(file).catch(() => undefined)))
}

const register = () =>
  void navigator.serviceWorker
    .register("/sw.js")
    .then(keepOfflinePageTheme)
    .catch(() => undefined)

// Safari has no requestIdleCallback; a task is the nearest it offers.
const whenIdle = () =>
  "requestIdleCallback" in window ? requestIdleCallback(register) : setTimeout(register)

// Insecure origins and some privacy modes have no service workers: the portal works as before.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  if (document.readyState === "complete") whenIdle()
  else addEventListener("load", whenIdle, { once: true })
}

export {}

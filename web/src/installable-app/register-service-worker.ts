// Registered when idle after the load, so the worker's install (which fetches the app's code again) does not
// compete with the first screen. Only a build has a worker.
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

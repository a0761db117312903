/**
 * The portal's service worker (docs/decisions.md, "Installable app"), built to /sw.js by
 * web/service-worker-build.ts, which puts the build's file list in `buildManifest` before this code.
 *
 * - The app's shell (the entry, the start-up chunks, the sign-in page's code, the stylesheet) and the
 *   offline page are kept at install, under a cache named after the build; older builds' caches go at
 *   activation.
 * - Pages come from the network first, so a new deploy shows at once; when the server cannot be reached
 *   the offline page answers instead of the browser's error.
 * - The theme's files (config.json, the theme, the provider's texts and images, the manifest) are served
 *   from the cache and refreshed behind it; other hashed files are kept on first use.
 * - The API and anything personal is never kept: only the paths above are cached, never a request that
 *   carries credentials, never an answer marked private or no-store.
 */

declare const buildManifest: {
  /** Changes with every build whose files change (their names carry their content's hash). */
  readonly version: string
  /** The offline page and the built files it and index.html load, as paths (`/assets/shell-abc123.js`). */
  readonly shell: ReadonlyArray<string>
  readonly offlinePage: string
  /** What those pages ask the host for beside the build: config.json, the theme, texts, manifest, icon. */
  readonly themeFiles: ReadonlyArray<string>
}

declare const self: ServiceWorkerGlobalScope

// A module to the type checker (so `self` above is the worker's own), a classic script once built: the
// build drops this line (web/service-worker-build.ts), as not every supported browser runs module workers.
export {}

const cachePrefix = "billpath-"
const cacheName = `${cachePrefix}${buildManifest.version}`

/** The build's files, whose names change with their content: kept once, served from the cache. */
const isBuilt = (path: string): boolean => path.startsWith("/assets/")

/** The theme's documents and images and the provider's texts: the same for every visitor. */
const isThemeFile = (path: string): boolean =>
  path === "/config.json" ||
  path === "/manifest.webmanifest" ||
  ["/theme/", "/themes/", "/language/"].some((prefix) => path.startsWith(prefix))

/** An answer that may be kept: complete, same-origin, and not marked personal by the server. */
const isKeepable = (response: Response): boolean => {
  if (!response.ok || response.status !== 200 || response.type !== "basic") return false
  const cacheControl = response.headers.get("cache-control") ?? ""
  return !/\b(?:private|no-store)\b/iu.test(cacheControl)
}

const keep = async (request: Request, response: Response): Promise<void> => {
  if (!isKeepable(response)) return
  const cache = await caches.open(cacheName)
  await cache.put(request, response)
}

const fromCacheFirst = async (request: Request): Promise<Response> => {
  const cached = await caches.match(request)
  if (cached !== undefined) return cached
  const response = await fetch(request)
  await keep(request, response.clone())
  return response
}

/** The kept copy at once, refreshed from the network for next time; the network when none was kept. */
const staleWhileRevalidate = async (request: Request, event: FetchEvent): Promise<Response> => {
  const cached = await caches.match(request)
  const refreshed = fetch(request).then(async (response) => {
    await keep(request, response.clone())
    return response
  })
  if (cached === undefined) return refreshed
  event.waitUntil(refreshed.then(() => undefined).catch(() => undefined))
  return cached
}

/** A page: the network's answer, or the offline page when the server cannot be reached. */
const pageOrOffline = async (request: Request): Promise<Response> => {
  try {
    return await fetch(request)
  } catch (error) {
    const offline = await caches.match(buildManifest.offlinePage)
    if (offline === undefined) throw error
    return offline
  }
}

/**
 * The shell, all or nothing: a worker that could not keep it does not install. The theme's files each as
 * they come: a host that serves one of them elsewhere (a theme root of its own) still gets the worker.
 */
const keepShellAndTheme = async (): Promise<void> => {
  const cache = await caches.open(cacheName)
  await cache.addAll(buildManifest.shell)
  await Promise.all(buildManifest.themeFiles.map((file) => cache.add(file).catch(() => undefined)))
}

self.addEventListener("install", (event) => {
  event.waitUntil(keepShellAndTheme().then(() => self.skipWaiting()))
})

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(cachePrefix) && name !== cacheName)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  )
})

self.addEventListener("fetch", (event) => {
  const { request } = event
  const url = new URL(request.url)
  if (request.method !== "GET" || url.origin !== self.location.origin) return
  if (request.mode === "navigate") {
    event.respondWith(pageOrOffline(request))
    return
  }
  // A request with credentials is someone's: it goes to the network as if there were no worker.
  if (request.headers.has("authorization")) return
  if (isBuilt(url.pathname) || url.pathname === buildManifest.offlinePage) {
    event.respondWith(fromCacheFirst(request))
  } else if (isThemeFile(url.pathname)) {
    event.respondWith(staleWhileRevalidate(request, event))
  }
  // Everything else — the API (/api/…), the mock's tools, the hosted card page — is not touched.
})

import { fileURLToPath } from "node:url"
import { tanstackRouter } from "@tanstack/router-plugin/vite"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"
import { compression, defineAlgorithm } from "vite-plugin-compression2"
import { VitePWA } from "vite-plugin-pwa"
import { decodedAxeRun } from "./decoded-axe-run.ts"
import { entryScriptLowPriority } from "./entry-priority.ts"
import { offlinePageTexts } from "./offline-page-texts.ts"
import { zopfliGzip } from "./zopfli-gzip.ts"

/** Where `npm run dev` sends API, theme and locale calls: a mock server started beside it. */
const mockServer = process.env.MOCK_SERVER_URL ?? "http://127.0.0.1:8080"

export default defineConfig({
  plugins: [
    // The router plugin must come before the React plugin, or code splitting silently stops.
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "./src/routes",
      generatedRouteTree: "./src/routeTree.gen.ts",
      quoteStyle: "double",
      semicolons: false,
    }),
    react(),
    offlinePageTexts("/offline.html"),
    entryScriptLowPriority("/index.html"),
    // The service worker (docs/decisions/027-installable-app-and-offline.md). The server builds the manifest
    // from the provider's theme, and src/installable-app registers the worker itself, once the page has
    // loaded.
    VitePWA({
      strategies: "generateSW",
      filename: "sw.js",
      manifest: false,
      injectRegister: false,
      workbox: {
        // The app's code and the offline page; not index.html, so that pages always come from the server.
        globPatterns: ["**/*.{js,css}", "offline.html"],
        // What the offline page shows beside its texts, which no page of the app asks for: the provider's
        // colours and icon, fetched again with each new build's worker.
        additionalManifestEntries: ["/theme/theme.css", "/theme/images/app-icon-192.png"].map((url) => ({
          url,
          revision: String(Date.now()),
        })),
        navigateFallback: null,
        cacheId: "billpath",
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            // A page from the network, so a new deploy shows at once; the offline page when it cannot.
            urlPattern: ({ request }) => request.mode === "navigate",
            handler: "NetworkOnly",
            options: { precacheFallback: { fallbackURL: "/offline.html" } },
          },
          {
            // The theme's documents and provider texts, alike for every visitor; never the API's answers. Not
            // images, which the HTTP cache keeps: a dropped image request fails the fetch, a page error in Firefox.
            urlPattern: ({ url, sameOrigin, request }) =>
              sameOrigin &&
              request.destination !== "image" &&
              (["/config.json", "/manifest.webmanifest"].includes(url.pathname) ||
                ["/theme/", "/themes/", "/language/"].some((prefix) => url.pathname.startsWith(prefix))),
            handler: "StaleWhileRevalidate",
            options: { cacheName: "billpath-theme", cacheableResponse: { statuses: [200] } },
          },
        ],
      },
    }),
    // A .br and a .gz beside each text file, which the server sends as they are (portal-server/src/site/web-app.ts).
    compression({
      algorithms: [defineAlgorithm(zopfliGzip), "brotliCompress"],
      include: /\.(?:js|css|html|svg|json|webmanifest)$/u,
      threshold: 1024,
    }),
    decodedAxeRun(new URL("./src/features/about/last-axe-run.gen.json", import.meta.url)),
  ],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // Every browser the portal supports preloads modules itself.
    modulePreload: { polyfill: false },
    // Inline scripts are forbidden by the CSP; keep even tiny modules as files.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // The app, and the page the service worker shows when the portal cannot be reached.
      input: {
        index: fileURLToPath(new URL("./index.html", import.meta.url)),
        offline: fileURLToPath(new URL("./offline.html", import.meta.url)),
      },
      // Rolldown's note that plugins were slow is noise on a busy machine, in `npm start` most of all.
      checks: { bundlerTimings: false },
      // What the entry imports at start-up is one file rather than a small chunk for each module a route
      // also uses; not the offline page's modules, as that page loads none of the app.
      output: {
        codeSplitting: {
          groups: [{ name: "start-up", tags: ["$initial"], test: (id) => !/offline/u.test(id) }],
        },
      },
    },
  },
  server: {
    host: "127.0.0.1",
    proxy: Object.fromEntries(
      ["/api", "/config.json", "/manifest.webmanifest", "/theme", "/themes", "/language", "/__mock"].map(
        (path) => [path, mockServer],
      ),
    ),
  },
})

import { fileURLToPath } from "node:url"
import { tanstackRouter } from "@tanstack/router-plugin/vite"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"
import { decodedAxeRun } from "./decoded-axe-run.ts"
import { firstScreenStyles } from "./first-screen-styles.ts"
import { offlinePageTexts } from "./offline-page-texts.ts"
import { pandaStaticClasses } from "./panda-static-classes.ts"
import { precompressedAssets } from "./precompressed-assets.ts"
import { preloadDependencies } from "./preload-dependencies.ts"
import { serviceWorkerBuild } from "./service-worker-build.ts"
import offlineTexts from "./src/i18n/en/offline/index.ts"
import { startUpPreloads } from "./start-up-preloads.ts"

/**
 * The modules every page needs before its first screen: React, the router, Jotai, ofetch, i18n, the
 * theme, the session basics and the chrome. Bundled as one file instead of the thirty small chunks
 * automatic splitting makes of them, which saves about 10 kB gzip on the sign-in page (every seam costs
 * imports, exports and names the minifier cannot shorten) and twenty requests. A module listed here that
 * is only needed later would load early: `npm run size` and tests/e2e/page-weight.spec.ts watch for it.
 * Modules loaded on first use (menus, the API client, Effect, screens) are not listed.
 */
const shellModules = [
  "node_modules/(react|react-dom|scheduler|jotai|@tanstack|typesafe-i18n|use-sync-external-store)/",
  // Panda's runtime and the recipes the first screens use; a later screen's recipe (the modal's, a
  // table's) would otherwise be pulled in here although only its lazy chunk needs it.
  "/styled-system/(css|tokens|patterns|jsx|helpers)",
  "/styled-system/recipes/(index|create-recipe|alert|button|card|field|menu)\\.",
  "/src/(app|navigation)/",
  // The layout every page sits in (its component, which the router plugin splits off, too).
  "/src/routes/\\{-\\$lang\\}/route\\.tsx",
  // The app itself, which the entry imports once the page is painted (src/boot.ts).
  "/src/main\\.tsx",
  // Not the built-in theme: it loads only when the provider's cannot be had.
  "/src/theme/(?!built-in-theme\\.|site-chrome)",
  "/src/api/(portal-atoms|portal-store|site-documents|lazy-api-client|single-flight)\\.",
  "/src/session/(session-atoms|session-actions|session-persistence|stored-session|kept-session|clock|change-language)\\.",
  "/src/i18n/(i18n-atoms|i18n-util|language-atom|language-segment|load-texts|provider-texts|formatters\\.|locale-of\\.)",
  "/src/ui/(alerts|recipes)/",
  // The robot check every visitor form asks for (the sign-in page's, registration's, quick pay's, the
  // password reset's).
  "/src/shared/(outcome-alerts|robot-check/(use-)?robot-check)\\.",
  "/src/ui/form/(use-form|form-styles|field-frame|field-input|field-error|max-length|text-field)\\.",
  "/src/ui/menu/(deferred-menu|chevron-icon)\\.",
  "/src/chrome/(first-screen|page-shell|page-layouts|chrome-theme|header|footer|theme-link|social-icons|language-menu|language-name|page-load)\\.",
  // What the chrome asks of a layout: where outside links go, what becomes of files.
  "/src/chrome/outside-links/(outside-link-mode|phone-link)\\.",
  "/src/ui/download/file-handling\\.",
  // The start-up documents' validators, which run before the first screen.
  "/contract/src/(start-up/(index|validators)|entities/theme-root\\.|rules/(calendar-day|demo-robot-check|limits)\\.)",
]
/**
 * What more than one signed-in screen uses (the dashboard, billing, settings, charges, usage), none of it
 * on the sign-in page: the contract's light rules, dates and amounts, and the shared widgets (the native
 * select too), as one
 * file rather than one small file each, whose imports and exports cost more than the code they hold.
 */
const screenSharedPattern =
  /[\\/](contract[\\/]src[\\/]rules[\\/](site-key|calendar-date|account-standing|bill-status|card-icon|date-range|greeting-name|display-name|system-message-language)|web[\\/]src[\\/](i18n[\\/]format|theme[\\/]site-chrome|api[\\/]read-sites|shared[\\/](account-standing|bill-pdf|bill-status-badge|payment-type-icon|payment-page)|ui[\\/]download[\\/](?!file-handling|printable-file-dialog)[a-z-]+|ui[\\/]form[\\/]native-select-field))\.tsx?$/u
/**
 * The form controls built on Ark (checkbox, the field frame around it), which the account settings' bill
 * delivery and autopay tabs and the registration use: one file, rather than
 * the handful of small chunks automatic splitting makes of what two screens share, whose seams cost the
 * settings page about 2 kB gzip.
 */
const formControlsPattern =
  /[/](@zag-js[/]checkbox[/]|@ark-ui[/]react[/]dist[/]components[/](checkbox|field|fieldset)[/]|web[/]src[/]ui[/]form[/](checkbox-field|ark-field-frame)\.tsx$)/u
const shellPattern = new RegExp(shellModules.map((path) => path.replaceAll("/", "[\\\\/]")).join("|"), "u")

/** The code every first screen loads (web/start-up-preloads.ts), and the sign-in page's own. */
const startUpModules = [
  "src/main.tsx",
  "src/i18n/en/index.ts",
  "src/routes/{-$lang}/route.tsx?tsr-split=component",
]
const signInModules = ["src/routes/{-$lang}/index.tsx?tsr-split=component"]

/** The offline page's address in the build (web/offline.html, src/offline/offline-page.ts). */
const offlinePage = "/offline.html"

/** Where `npm run dev` sends API, theme and locale calls: a mock server started beside it. */
const mockServer = process.env.MOCK_SERVER_URL ?? "http://127.0.0.1:8080"

// The installable app (src/installable-app/in-app.ts) loads after the page: its files are not named in
// the entry, which is every page's first load.
const preloads = preloadDependencies(["src/installable-app/in-app.ts"])

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
    preloads.plugin,
    pandaStaticClasses(new URL("./styled-system/", import.meta.url)),
    // The app, the English texts (every language falls back to them), the layout every page sits in; and
    // the sign-in page, on its address only.
    startUpPreloads(startUpModules, signInModules),
    firstScreenStyles([...startUpModules, ...signInModules], new URL("./index.html", import.meta.url)),
    offlinePageTexts(offlinePage, offlineTexts),
    // The service worker, which also keeps the in-app "no answer" notice: it shows when the server is gone.
    serviceWorkerBuild(new URL("./service-worker/service-worker.ts", import.meta.url), offlinePage, [
      "src/installable-app/in-app.ts",
    ]),
    precompressedAssets(),
    decodedAxeRun(new URL("./src/features/about/last-axe-run.gen.json", import.meta.url)),
  ],
  resolve: {
    alias: [
      // The router's store asks for the selector hook's shim, written for React 17, which carries its own
      // copy of useSyncExternalStore; the package's plain build uses React's (18 and later): 0.2 kB gzip
      // less on every page.
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/u,
        replacement: "use-sync-external-store/with-selector.js",
      },
    ],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // Every browser the portal supports preloads modules itself; Vite's polyfill would cost every page.
    modulePreload: {
      polyfill: false,
      resolveDependencies: preloads.resolveDependencies,
    },
    // Inline scripts are forbidden by the CSP; keep even tiny modules as files.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // The app, and the page the service worker shows when the portal cannot be reached.
      input: {
        index: fileURLToPath(new URL("./index.html", import.meta.url)),
        offline: fileURLToPath(new URL(`.${offlinePage}`, import.meta.url)),
      },
      // A recipe module only defines its recipe. Said so, a recipe that only a lazy screen uses (the
      // table's, the tabs') stays in that screen's chunk instead of following the recipes' index into the
      // shell. typesafe-i18n's language detectors are made at module level (`init…Detector()`), which the
      // bundler must otherwise keep: the generated i18n-util.ts imports them, the portal uses none.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/[\\/](styled-system[\\/]recipes|typesafe-i18n[\\/]detectors)[\\/]/u.test(id),
      },
      output: {
        // A chunk's file is named by its hash alone: the build names every file in the lists of what to
        // preload with each screen, which every page's first load carries (0.9 kB gzip on the sign-in
        // page with the modules' names in them). The manifest (.vite/manifest.json) still says which
        // file holds what, and the source maps name every module.
        entryFileNames: "assets/[hash].js",
        chunkFileNames: "assets/[hash].js",
        codeSplitting: {
          groups: [
            // Vite's helper that preloads a dynamic import's chunks: the entry needs it before the first
            // paint (src/boot.ts), the shell only after.
            { name: "preload-helper", test: /vite[\\/]preload-helper/u, priority: 1 },
            { name: "shell", test: shellPattern },
            { name: "screen-shared", test: screenSharedPattern },
            { name: "form-controls", test: formControlsPattern },
          ],
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

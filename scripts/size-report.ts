/**
 * `npm run size`: the gzip size of the JavaScript and CSS a page of the built web app loads, from Vite's
 * build manifest (web/dist/.vite/manifest.json; the web Vite config sets `build.manifest: true`).
 *
 * A page loads the entry chunk (index.html's script) and the chunks TanStack Router's code splitting made
 * of its route file (`src/routes/{-$lang}/index.tsx?tsr-split=component`, …) and of the layout route files
 * above it, with every chunk they import statically and the CSS of all of those. Dynamic imports load
 * later and are not counted, except those a page definition names in `alsoLoads` (the messages of the
 * language, which the app imports at start-up). Each file counts as the mock sends it (`servedSize`): its
 * `.gz` (or `.br`) sibling, which the build writes (web/vite.config.ts), or else the file itself.
 * Sizes are in kB of 1,000 bytes, as Vite prints them.
 *
 * Every page route of web/src/routes is listed, each as its first load: index.html's entry with
 * the route's and its layouts' chunks.
 *
 * Exits 1 when a page is over its budget or a route has no chunk.
 */
import { spawnSync } from "node:child_process"
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { join, sep } from "node:path"
import { Result, Schema } from "effect"

const ManifestChunk = Schema.Struct({
  file: Schema.String,
  src: Schema.optionalKey(Schema.String),
  /** The chunk's name: its entry module's file name, or the name of the group that made it (`start-up`). */
  name: Schema.optionalKey(Schema.String),
  isEntry: Schema.optionalKey(Schema.Boolean),
  imports: Schema.optionalKey(Schema.Array(Schema.String)),
  css: Schema.optionalKey(Schema.Array(Schema.String)),
})

/** Vite's build manifest: chunks by key (the source path, or `_hash.js` for shared chunks). */
export const Manifest = Schema.Record(Schema.String, ManifestChunk)
export type Manifest = typeof Manifest.Type

/** The key of the HTML entry in the manifest. */
export const entryKey = "index.html"

export interface PageDefinition {
  readonly label: string
  /** The page's route file, as the manifest's `src` names it (relative to web/). */
  readonly routeFile: string
  /**
   * Modules the page also loads at once although they are imported dynamically (the language's
   * messages), as the manifest's `src` names them; counted when the manifest has them.
   */
  readonly alsoLoads?: ReadonlyArray<string>
  /** Fails the report when the page's gzip total is above this many bytes. */
  readonly budgetBytes?: number
}

/** The English messages, which the app loads at start-up (a dynamic import) on any English page. */
const englishMessages = "src/i18n/en/index.ts"
/** The texts of every screen but the sign-in page, which every other page loads before it shows. */
const englishScreenTexts = "src/i18n/screen-texts/en-screens.ts"
/** The visitor flows' own texts, which only their pages load (registration, password reset, quick pay). */
const englishVisitorTexts = "src/i18n/screen-texts/en-visitor.ts"
/** The charge history's and the usage's own texts. */
const englishRecordsTexts = "src/i18n/screen-texts/en-records.ts"

/**
 * A visitor flow's page: its texts and the API client its first search calls, which the form's first
 * focus loads with the rules; the contract's codec (Effect) comes with the form's rules.
 */
const visitorPage = (label: string, routeFile: string): PageDefinition => ({
  label,
  routeFile,
  alsoLoads: [englishMessages, englishScreenTexts, englishVisitorTexts],
  // One budget for the three visitor flows, which load alike: their texts, then the rules on first focus.
  budgetBytes: 165_200,
})

/** The page a route file shows, named by its address: `src/routes/{-$lang}/about/site-map.tsx` → `/about/site-map`. */
export const addressOf = (routeFile: string): string => {
  const inRoutes = routeFile.replace(/^.*?routes\//u, "").replace(/\.tsx$/u, "")
  const parts = inRoutes.split("/").filter((part) => !/^\{-\$\w+\}$/u.test(part))
  if (parts.at(-1) === "index") parts.pop()
  return `/${parts.join("/")}`
}

const routePage = (routeFile: string): PageDefinition => ({
  label: addressOf(routeFile),
  routeFile,
  alsoLoads: [englishMessages, englishScreenTexts],
})

/**
 * A signed-in page's budget, a little above the heaviest (the account settings, whose forms' rules load
 * with the page): its calls are decoded by the contract's codec (Effect), which it loads at once.
 */
const signedInBudget = 219_100

/**
 * What any signed-in page imports at once besides its route and its loader: the API client, the kept
 * session's restore after a reload and its account calls, and the idle countdown. Dialogs and menus load
 * when they are needed (tests/e2e/page-weight.spec.ts checks that nothing else loads).
 */
const signedInLoads = [
  "src/api/client.ts",
  "src/session/restore-session.ts",
  "src/api/account-actions.ts",
  "src/chrome/idle-modal.tsx",
]
/** A signed-in page in the full layout adds the help block and the header's account lines. */
const fullLayoutLoads = [...signedInLoads, "src/chrome/help-block.tsx", "src/chrome/account-lines.tsx"]

/**
 * Every page of web/src/routes. The sign-in page and the dashboard keep their names (the e2e page-weight
 * test looks the sign-in page up by its label); the others are named by their address. A route file added
 * later and missing here is still measured: `pagesFor` adds it.
 */
export const pages: ReadonlyArray<PageDefinition> = [
  {
    label: "sign-in page",
    routeFile: "src/routes/{-$lang}/index.tsx",
    alsoLoads: [englishMessages],
    // A little above what the page weighs now, so a change that makes it heavier fails `npm test`.
    budgetBytes: 141_400,
  },
  {
    label: "dashboard",
    routeFile: "src/routes/{-$lang}/dashboard.tsx",
    // Its loader's data calls, and what every signed-in page in the full layout loads.
    alsoLoads: [
      englishMessages,
      englishScreenTexts,
      "src/features/dashboard/dashboard-data.ts",
      ...fullLayoutLoads,
    ],
    // As the sign-in page's: what the page weighs now, so a change that makes it heavier fails `npm test`.
    budgetBytes: 204_100,
  },
  {
    label: "billing",
    routeFile: "src/routes/{-$lang}/billing/bill-payment-history.tsx",
    // As the dashboard's: the loader's data calls, the API client, a reload's restore, the idle
    // countdown, the help block and the account lines. The date search's rules (the contract's form,
    // with Effect's Schema) load with the screen.
    alsoLoads: [
      englishMessages,
      englishScreenTexts,
      "src/features/billing/billing-data.ts",
      ...fullLayoutLoads,
    ],
    budgetBytes: signedInBudget,
  },
  {
    label: "account settings",
    routeFile: "src/routes/{-$lang}/account/settings/index.tsx",
    // As the billing screen's, without a loader: the settings read the account already loaded. The forms'
    // rules and the saves (the contract's schemas, with Effect) load when the customer starts editing.
    alsoLoads: [englishMessages, englishScreenTexts, ...fullLayoutLoads],
    // The profile's radio groups are the browser's own, so Ark's radio group does not load with the first tab.
    budgetBytes: signedInBudget,
  },
  {
    label: "payment receipt",
    routeFile: "src/routes/{-$lang}/payment-receipt.tsx",
    // The page the provider's card page comes back to, always a fresh page load: its loader's receipt
    // call, the API client, the restore of the kept session and the idle countdown of a signed-in
    // customer. The simple layout has no help block and no account lines.
    alsoLoads: [
      englishMessages,
      englishScreenTexts,
      "src/features/payment-receipt/receipt-data.ts",
      ...signedInLoads,
    ],
    budgetBytes: signedInBudget,
  },
  ...(
    [
      [
        signedInBudget,
        "charge history",
        "src/routes/{-$lang}/charge-history.tsx",
        "src/features/charge-history/charges-data.ts",
      ],
      [
        signedInBudget,
        "usage",
        "src/routes/{-$lang}/usage.tsx",
        "src/features/usage/usage-data.ts",
        "src/features/usage/usage-chart.tsx",
      ],
    ] as const
  ).map(
    ([budgetBytes, label, routeFile, ...loaded]): PageDefinition => ({
      label,
      routeFile,
      // As the billing screen's: the loader's calls, the API client, a reload's restore, the idle
      // countdown, the help block and the account lines; the usage chart once its periods are in.
      alsoLoads: [englishMessages, englishScreenTexts, englishRecordsTexts, ...loaded, ...fullLayoutLoads],
      budgetBytes,
    }),
  ),
  ...(
    [
      ["password change", "src/routes/{-$lang}/account/settings/password-reset.tsx"],
      ["new password", "src/routes/{-$lang}/account/password-reset.tsx"],
    ] as const
  ).map(
    ([label, routeFile]): PageDefinition => ({
      label,
      routeFile,
      // The new-password view (the password change, and the step after a temporary password):
      // a signed-in page without a loader. Its rules and its save (the contract, with Effect) load when
      // the customer starts filling the form.
      alsoLoads: [englishMessages, englishScreenTexts, ...fullLayoutLoads],
      // As the settings route's.
      budgetBytes: signedInBudget,
    }),
  ),
  visitorPage("registration", "src/routes/{-$lang}/register.tsx"),
  visitorPage("password reset", "src/routes/{-$lang}/password-reset.tsx"),
  visitorPage("quick pay", "src/routes/{-$lang}/quickpay.tsx"),
  ...[
    "about/index.tsx",
    "about/site-map.tsx",
    "about/feedback.tsx",
    "about/privacy-policy.tsx",
    "about/terms-of-use.tsx",
    "inactivity-log-out.tsx",
  ].map((file) => routePage(`src/routes/{-$lang}/${file}`)),
]

/**
 * Routes that only send the customer to another page (no component, so no chunk): the catch-all `$.tsx`
 * (home) and `/account/autopay` (the settings' autopay tab).
 */
const redirectOnlyRoutes = ["$.tsx", "account/autopay.tsx"]

/**
 * Route files that are no page of their own: layouts (`__root.tsx`, `route.tsx`, whose chunks every page
 * under them counts) and the routes that only redirect.
 */
export const isPageRouteFile = (routeFile: string): boolean => {
  const name = routeFile.split("/").at(-1) ?? ""
  return (
    name.endsWith(".tsx") &&
    name !== "__root.tsx" &&
    name !== "route.tsx" &&
    !redirectOnlyRoutes.some((route) => routeFile.endsWith(`/${route}`))
  )
}

/**
 * The pages to measure: `definitions`, then every page route file of `routeFiles` (relative to web/, as the
 * manifest names them) that no definition names, so a new route is never left out of the report.
 */
export const pagesFor = (
  routeFiles: ReadonlyArray<string>,
  definitions: ReadonlyArray<PageDefinition> = pages,
): ReadonlyArray<PageDefinition> => {
  const named = new Set(definitions.map((definition) => definition.routeFile))
  const added = routeFiles
    .filter((file) => isPageRouteFile(file) && !named.has(file))
    .sort()
    .map(routePage)
  return [...definitions, ...added]
}

/** The route files under web/src/routes, relative to web/ with forward slashes, as the manifest names them. */
export const listRouteFiles = (webRoot: string): ReadonlyArray<string> =>
  readdirSync(join(webRoot, "src", "routes"), { recursive: true, encoding: "utf8" })
    .map((file) => `src/routes/${file.split(sep).join("/")}`)
    .filter((file) => file.endsWith(".tsx"))

/** A manifest `src` belongs to a route file when it is the file, or the file with a query (`?tsr-split=…`). */
const isChunkOf = (src: string | undefined, file: string): boolean =>
  src !== undefined && (src === file || src.startsWith(`${file}?`))

/**
 * The layout route files that may wrap a page's route file: `src/routes/__root.tsx`, and for every folder
 * between, `folder/route.tsx` and `folder.tsx` (TanStack Router's file conventions).
 */
export const layoutFilesOf = (routeFile: string): ReadonlyArray<string> => {
  const parts = routeFile.split("/")
  const routesIndex = parts.indexOf("routes")
  if (routesIndex < 0) return []
  const routesFolder = parts.slice(0, routesIndex + 1).join("/")
  const layouts = [`${routesFolder}/__root.tsx`]
  for (let end = routesIndex + 2; end < parts.length; end += 1) {
    const folder = parts.slice(0, end).join("/")
    layouts.push(`${folder}/route.tsx`, `${folder}.tsx`)
  }
  return layouts
}

/** A built file's bytes as it is stored, and as it is sent to a client that accepts gzip, or Brotli. */
export interface FileSize {
  readonly rawBytes: number
  readonly gzipBytes: number
  readonly brotliBytes: number
}

export interface MeasuredFile extends FileSize {
  readonly file: string
}

export type PageSize =
  | {
      readonly kind: "measured"
      readonly label: string
      /** The manifest keys the closure started from: the entry, the route's and its layouts' chunks. */
      readonly roots: ReadonlyArray<string>
      readonly files: ReadonlyArray<MeasuredFile>
      readonly rawBytes: number
      readonly gzipBytes: number
      readonly brotliBytes: number
    }
  | { readonly kind: "missing"; readonly label: string; readonly problem: string }

/** The JS and CSS files the chunks at `roots` load, following static imports, each file once. */
export const loadedFiles = (manifest: Manifest, roots: ReadonlyArray<string>): ReadonlyArray<string> => {
  const seen = new Set<string>()
  const files = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (chunk === undefined) throw new Error(`the manifest imports ${key}, which it does not list`)
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const key of roots) visit(key)
  return [...files].filter((file) => file.endsWith(".js") || file.endsWith(".css"))
}

/**
 * The manifest keys of the chunks index.html has the browser fetch with the page, whichever page it is
 * (its modulepreload links).
 */
export const keysPreloadedBy = (manifest: Manifest, indexHtml: string): ReadonlyArray<string> => {
  const hrefs = new Set(
    [...indexHtml.matchAll(/<link rel="modulepreload"[^>]*\shref="\/([^"]+)"/gu)].map((match) => match[1]),
  )
  return Object.keys(manifest).filter((key) => hrefs.has(manifest[key]?.file))
}

/**
 * A built file's size as the mock sends it: @fastify/static sends the `.gz` or `.br` sibling the build
 * wrote to a client that accepts that encoding (`preCompressed`), and the file itself when there is none
 * (small files, which compression would not shrink enough to pay).
 */
export const servedSize = (path: string): FileSize => {
  const rawBytes = statSync(path).size
  const siblingSize = (extension: string) =>
    existsSync(`${path}${extension}`) ? statSync(`${path}${extension}`).size : rawBytes
  return { rawBytes, gzipBytes: siblingSize(".gz"), brotliBytes: siblingSize(".br") }
}

/**
 * Measures one page: pure but for `sizeOf`, which gives a built file's sizes by its manifest path.
 * `preloaded`: the chunks index.html preloads (`keysPreloadedBy`), which every page loads.
 */
export const measurePage = (
  manifest: Manifest,
  page: PageDefinition,
  sizeOf: (file: string) => FileSize,
  preloaded: ReadonlyArray<string> = [],
): PageSize => {
  if (manifest[entryKey]?.isEntry !== true) {
    return { kind: "missing", label: page.label, problem: `the manifest has no "${entryKey}" entry` }
  }
  const keys = Object.keys(manifest)
  const chunksOf = (file: string) => keys.filter((key) => isChunkOf(manifest[key]?.src ?? key, file))
  const routeChunks = chunksOf(page.routeFile)
  if (routeChunks.length === 0) {
    return {
      kind: "missing",
      label: page.label,
      problem:
        `no chunk of ${page.routeFile} in the manifest (is the route file there, and is it code-split?). ` +
        `Route chunks found: ${
          keys
            .map((key) => manifest[key]?.src ?? "")
            .filter((src) => src.includes("/routes/"))
            .join(", ") || "none"
        }`,
    }
  }
  const layoutChunks = layoutFilesOf(page.routeFile).flatMap(chunksOf)
  const alsoLoaded = (page.alsoLoads ?? []).flatMap(chunksOf)
  const roots = [...new Set([entryKey, ...preloaded, ...layoutChunks, ...routeChunks, ...alsoLoaded])]
  const files = loadedFiles(manifest, roots).map((file) => ({ file, ...sizeOf(file) }))
  return {
    kind: "measured",
    label: page.label,
    roots,
    files,
    rawBytes: files.reduce((sum, file) => sum + file.rawBytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    brotliBytes: files.reduce((sum, file) => sum + file.brotliBytes, 0),
  }
}

/** Measures `pages` of the build in `dist` as a browser loads them: index.html's preloads included. */
export const measureBuild = (
  dist: string,
  manifest: Manifest,
  pages: ReadonlyArray<PageDefinition>,
): ReadonlyArray<PageSize> => {
  const preloaded = keysPreloadedBy(manifest, readFileSync(join(dist, "index.html"), "utf8"))
  return pages.map((page) => measurePage(manifest, page, (file) => servedSize(join(dist, file)), preloaded))
}

const kB = (bytes: number): string => (bytes / 1000).toFixed(1)

/** The report's table and the problems that fail it. */
export const report = (
  sizes: ReadonlyArray<PageSize>,
  definitions: ReadonlyArray<PageDefinition>,
): { readonly text: string; readonly problems: ReadonlyArray<string> } => {
  const rows: Array<ReadonlyArray<string>> = [
    ["page", "files", "raw kB", "gzip kB", "budget kB", "brotli kB"],
  ]
  const problems: Array<string> = []
  for (const size of sizes) {
    const budget = definitions.find((definition) => definition.label === size.label)?.budgetBytes
    if (size.kind === "missing") {
      rows.push([size.label, "-", "-", "-", budget === undefined ? "" : kB(budget), "-"])
      problems.push(`${size.label}: ${size.problem}`)
      continue
    }
    rows.push([
      size.label,
      String(size.files.length),
      kB(size.rawBytes),
      kB(size.gzipBytes),
      budget === undefined ? "" : kB(budget),
      kB(size.brotliBytes),
    ])
    if (budget !== undefined && size.gzipBytes > budget) {
      problems.push(`${size.label}: ${kB(size.gzipBytes)} kB gzip is over its budget of ${kB(budget)} kB`)
    }
  }
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length))) ?? []
  const text = rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
        )
        .join("  ")
        .trimEnd(),
    )
    .join("\n")
  return { text, problems }
}

/** The files of each measured page, largest gzip first: what to look at when a budget fails. */
const details = (sizes: ReadonlyArray<PageSize>): string =>
  sizes
    .flatMap((size) =>
      size.kind === "missing"
        ? []
        : [
            `\n${size.label} (from ${size.roots.join(", ")}):`,
            ...[...size.files]
              .sort((a, b) => b.gzipBytes - a.gzipBytes)
              .map((file) => `  ${kB(file.gzipBytes).padStart(7)} kB gzip  ${file.file}`),
          ],
    )
    .join("\n")

const main = (): number => {
  const root = join(import.meta.dirname, "..")
  const dist = join(root, "web", "dist")
  const manifestPath = join(dist, ".vite", "manifest.json")
  if (process.argv.includes("--build") || !existsSync(join(dist, "index.html"))) {
    process.stdout.write("::: npm run build\n")
    const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" })
    if (build.status !== 0) {
      process.stderr.write("size report: the build failed\n")
      return 1
    }
  }
  if (!existsSync(manifestPath)) {
    process.stderr.write(
      `size report: ${manifestPath} is missing; the web Vite config must set build.manifest: true\n`,
    )
    return 1
  }
  const decoded = Schema.decodeUnknownResult(Schema.fromJsonString(Manifest))(
    readFileSync(manifestPath, "utf8"),
  )
  if (Result.isFailure(decoded)) {
    process.stderr.write(`size report: ${manifestPath} is not a Vite manifest: ${decoded.failure}\n`)
    return 1
  }
  const manifest = decoded.success
  const measured = pagesFor(listRouteFiles(join(root, "web")))
  let sizes: ReadonlyArray<PageSize>
  try {
    sizes = measureBuild(dist, manifest, measured)
  } catch (error) {
    process.stderr.write(`size report: ${error instanceof Error ? error.message : String(error)}\n`)
    return 1
  }
  const { text, problems } = report(sizes, measured)
  process.stdout.write(
    `JS + CSS each page loads, as the mock sends them (web/dist; each file's .gz or .br, else the file; 1 kB = 1000 bytes)\n\n${text}\n`,
  )
  if (process.argv.includes("--verbose") || problems.length > 0) process.stdout.write(`${details(sizes)}\n`)
  if (problems.length > 0) {
    process.stderr.write(`\nsize report failed:\n${problems.map((problem) => `  - ${problem}`).join("\n")}\n`)
    return 1
  }
  return 0
}

if (import.meta.main) process.exitCode = main()

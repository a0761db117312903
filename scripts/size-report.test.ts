import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliCompressSync, gzipSync } from "node:zlib"
import { describe, expect, test } from "vitest"
import {
  addressOf,
  isPageRouteFile,
  keysPreloadedBy,
  layoutFilesOf,
  listRouteFiles,
  loadedFiles,
  type Manifest,
  measurePage,
  pages,
  pagesFor,
  report,
  servedSize,
} from "./size-report.ts"

/** A tiny build: an entry sharing a vendor chunk with the home route, and a dashboard with its own CSS. */
const manifest: Manifest = {
  "index.html": {
    file: "assets/index-A.js",
    src: "index.html",
    isEntry: true,
    imports: ["_vendor-B.js"],
    css: ["assets/index-A.css"],
  },
  "_vendor-B.js": { file: "assets/vendor-B.js", imports: ["_shared-C.js"] },
  "_shared-C.js": { file: "assets/shared-C.js", imports: ["_vendor-B.js"] },
  "_schema-D.js": { file: "assets/schema-D.js" },
  "_logo-E.svg": { file: "assets/logo-E.svg" },
  "src/routes/{-$lang}/index.tsx?tsr-split=component": {
    file: "assets/index-F.js",
    src: "src/routes/{-$lang}/index.tsx?tsr-split=component",
    imports: ["index.html", "_vendor-B.js", "_logo-E.svg"],
  },
  "src/routes/{-$lang}/index.tsx.bak": {
    file: "assets/not-a-route-G.js",
    src: "src/routes/{-$lang}/index.tsx.bak",
  },
  "src/routes/{-$lang}/dashboard.tsx?tsr-split=component": {
    file: "assets/dashboard-H.js",
    src: "src/routes/{-$lang}/dashboard.tsx?tsr-split=component",
    imports: ["index.html", "_schema-D.js"],
    css: ["assets/dashboard-H.css"],
  },
  "src/i18n/en/index.ts": { file: "assets/en-J.js", src: "src/i18n/en/index.ts" },
  "src/routes/{-$lang}/route.tsx?tsr-split=component": {
    file: "assets/route-I.js",
    src: "src/routes/{-$lang}/route.tsx?tsr-split=component",
    imports: ["index.html"],
  },
}

/** Each file's bytes: its name repeated, so sizes differ and are known. */
const contents = (file: string): Uint8Array => new TextEncoder().encode(file.repeat(10))
const gzipOf = (file: string) => gzipSync(contents(file), { level: 9 }).byteLength
const brotliOf = (file: string) => brotliCompressSync(contents(file)).byteLength
const sizesOf = (file: string) => ({
  rawBytes: contents(file).byteLength,
  gzipBytes: gzipOf(file),
  brotliBytes: brotliOf(file),
})

describe("size report", () => {
  test("follows static imports (through cycles) and collects CSS, each file once", () => {
    expect(loadedFiles(manifest, ["index.html"])).toEqual([
      "assets/index-A.js",
      "assets/index-A.css",
      "assets/vendor-B.js",
      "assets/shared-C.js",
    ])
  })

  test("the layout files above a route", () => {
    expect(layoutFilesOf("src/routes/{-$lang}/index.tsx")).toEqual([
      "src/routes/__root.tsx",
      "src/routes/{-$lang}/route.tsx",
      "src/routes/{-$lang}.tsx",
    ])
    expect(layoutFilesOf("src/routes/about.tsx")).toEqual(["src/routes/__root.tsx"])
  })

  test("a page is the entry, its layouts and its route chunks, with their imports; JS and CSS only", () => {
    const size = measurePage(
      manifest,
      { label: "sign-in", routeFile: "src/routes/{-$lang}/index.tsx" },
      sizesOf,
    )
    const expected = [
      "assets/index-A.js",
      "assets/index-A.css",
      "assets/vendor-B.js",
      "assets/shared-C.js",
      "assets/route-I.js",
      "assets/index-F.js",
    ]
    expect(size).toEqual({
      kind: "measured",
      label: "sign-in",
      roots: [
        "index.html",
        "src/routes/{-$lang}/route.tsx?tsr-split=component",
        "src/routes/{-$lang}/index.tsx?tsr-split=component",
      ],
      files: expected.map((file) => ({
        file,
        rawBytes: file.length * 10,
        gzipBytes: gzipOf(file),
        brotliBytes: brotliOf(file),
      })),
      rawBytes: expected.reduce((sum, file) => sum + file.length * 10, 0),
      gzipBytes: expected.reduce((sum, file) => sum + gzipOf(file), 0),
      brotliBytes: expected.reduce((sum, file) => sum + brotliOf(file), 0),
    })
  })

  test("the dashboard brings its own chunk's imports and CSS", () => {
    const size = measurePage(
      manifest,
      { label: "dashboard", routeFile: "src/routes/{-$lang}/dashboard.tsx" },
      sizesOf,
    )
    expect(size.kind === "measured" ? size.files.map((file) => file.file) : size.problem).toEqual([
      "assets/index-A.js",
      "assets/index-A.css",
      "assets/vendor-B.js",
      "assets/shared-C.js",
      "assets/route-I.js",
      "assets/dashboard-H.js",
      "assets/dashboard-H.css",
      "assets/schema-D.js",
    ])
  })

  test("the chunks index.html preloads are found by their files, and every page counts them", () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index-A.js"></script>',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/en-J.js">',
      '<link rel="modulepreload" crossorigin href="/assets/schema-D.js">',
      '<link rel="stylesheet" crossorigin href="/assets/dashboard-H.css">',
    ].join("\n")
    const preloaded = keysPreloadedBy(manifest, html)
    expect(preloaded).toEqual(["_schema-D.js", "src/i18n/en/index.ts"])
    const size = measurePage(
      manifest,
      { label: "sign-in", routeFile: "src/routes/{-$lang}/index.tsx" },
      sizesOf,
      preloaded,
    )
    expect(size.kind === "measured" ? size.files.map((file) => file.file) : size.problem).toEqual([
      "assets/index-A.js",
      "assets/index-A.css",
      "assets/vendor-B.js",
      "assets/shared-C.js",
      "assets/schema-D.js",
      "assets/en-J.js",
      "assets/route-I.js",
      "assets/index-F.js",
    ])
  })

  test("modules a page loads at start though imported dynamically count when asked for and present", () => {
    const size = measurePage(
      manifest,
      {
        label: "sign-in",
        routeFile: "src/routes/{-$lang}/index.tsx",
        alsoLoads: ["src/i18n/en/index.ts", "src/i18n/es/index.ts"],
      },
      sizesOf,
    )
    expect(size.kind === "measured" ? size.files.map((file) => file.file).at(-1) : size.problem).toBe(
      "assets/en-J.js",
    )
  })

  test("a route without a chunk is reported missing, naming the route chunks there are", () => {
    const size = measurePage(
      manifest,
      { label: "usage", routeFile: "src/routes/{-$lang}/usage.tsx" },
      sizesOf,
    )
    expect(size.kind).toBe("missing")
    expect(size.kind === "missing" ? size.problem : "").toMatch(
      /no chunk of src\/routes\/\{-\$lang\}\/usage\.tsx.*dashboard\.tsx\?tsr-split=component/,
    )
  })

  test("a manifest without the HTML entry is reported", () => {
    const { "index.html": _entry, ...withoutEntry } = manifest
    const size = measurePage(
      withoutEntry,
      { label: "sign-in", routeFile: "src/routes/{-$lang}/index.tsx" },
      sizesOf,
    )
    expect(size).toEqual({
      kind: "missing",
      label: "sign-in",
      problem: 'the manifest has no "index.html" entry',
    })
  })

  test("the report fails a page over its budget and a missing page, and passes one within", () => {
    const definitions = [
      { label: "sign-in", routeFile: "src/routes/{-$lang}/index.tsx", budgetBytes: 150_000 },
      { label: "dashboard", routeFile: "src/routes/{-$lang}/dashboard.tsx", budgetBytes: 10 },
      { label: "usage", routeFile: "src/routes/{-$lang}/usage.tsx" },
    ]
    const sizes = definitions.map((definition) => measurePage(manifest, definition, sizesOf))
    const { text, problems } = report(sizes, definitions)
    expect(text.split("\n")[0]).toMatch(/^page\s+files\s+raw kB\s+gzip kB\s+budget kB\s+brotli kB$/)
    expect(text).toMatch(/^sign-in\s+6\s+[\d.]+\s+[\d.]+\s+150\.0\s+[\d.]+$/m)
    expect(problems).toHaveLength(2)
    expect(problems[0]).toMatch(/^dashboard: [\d.]+ kB gzip is over its budget of 0\.0 kB$/)
    expect(problems[1]).toMatch(/^usage: no chunk of/)
  })

  test("a built file counts as the mock sends it: its .gz or .br sibling, or the file itself without one", () => {
    const folder = mkdtempSync(join(tmpdir(), "size-report-"))
    try {
      const script = join(folder, "shell.js")
      writeFileSync(script, "x".repeat(5000))
      writeFileSync(`${script}.gz`, "g".repeat(70))
      writeFileSync(`${script}.br`, "b".repeat(40))
      const small = join(folder, "runtime.js")
      writeFileSync(small, "y".repeat(300))
      expect(servedSize(script)).toEqual({ rawBytes: 5000, gzipBytes: 70, brotliBytes: 40 })
      expect(servedSize(small)).toEqual({ rawBytes: 300, gzipBytes: 300, brotliBytes: 300 })
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  test("a route file's page is named by its address, without the optional language segment", () => {
    expect(addressOf("src/routes/{-$lang}/index.tsx")).toBe("/")
    expect(addressOf("src/routes/{-$lang}/about/index.tsx")).toBe("/about")
    expect(addressOf("src/routes/{-$lang}/about/site-map.tsx")).toBe("/about/site-map")
    expect(addressOf("src/routes/help.tsx")).toBe("/help")
  })

  test("layouts and redirect-only routes are no pages; a route file no definition names is added", () => {
    expect(
      [
        "__root.tsx",
        "{-$lang}/route.tsx",
        "{-$lang}/$.tsx",
        "{-$lang}/account/autopay.tsx",
        "{-$lang}/usage.tsx",
      ].map((file) => isPageRouteFile(`src/routes/${file}`)),
    ).toEqual([false, false, false, false, true])
    const definitions = [{ label: "sign-in", routeFile: "src/routes/{-$lang}/index.tsx", budgetBytes: 1 }]
    const measured = pagesFor(
      [
        "src/routes/__root.tsx",
        "src/routes/{-$lang}/route.tsx",
        "src/routes/{-$lang}/index.tsx",
        "src/routes/{-$lang}/usage.tsx",
        "src/routes/{-$lang}/$.tsx",
      ],
      definitions,
    )
    expect(measured.map((page) => [page.label, page.routeFile, page.budgetBytes])).toEqual([
      ["sign-in", "src/routes/{-$lang}/index.tsx", 1],
      ["/usage", "src/routes/{-$lang}/usage.tsx", undefined],
    ])
  })

  test("the report's own pages are route files of the web app, the sign-in page with its budget", () => {
    const routeFiles = listRouteFiles(join(import.meta.dirname, "..", "web"))
    expect(routeFiles).toContain("src/routes/{-$lang}/dashboard.tsx")
    expect(pages.map((page) => page.routeFile).filter((file) => !routeFiles.includes(file))).toEqual([])
    expect(pages.find((page) => page.label === "sign-in page")?.budgetBytes).toBe(141_400)
    expect(pages.find((page) => page.label === "dashboard")?.budgetBytes).toBe(204_100)
    // Each visitor flow has the visitors' budget; a signed-in page also carries the codec its calls use.
    for (const label of ["registration", "password reset", "quick pay"]) {
      expect(pages.find((page) => page.label === label)?.budgetBytes).toBe(165_200)
    }
    for (const label of ["charge history", "usage", "password change", "new password"]) {
      expect(pages.find((page) => page.label === label)?.budgetBytes).toBe(219_100)
    }
  })
})

import { join } from "node:path"
import { describe, expect, test } from "vitest"
import { folderOf, type ImportGraph, importCycles, readImportGraph, ruleBreaches } from "./import-graph.ts"

const webSource = join(import.meta.dirname, "..", "..", "web", "src")

/**
 * The web app's folders from the bottom up (docs/decisions/023-web-app-structure.md). A folder may
 * import its own modules and those of folders below it; features never import one another.
 */
const layers = [
  "api",
  "i18n",
  "theme",
  "session",
  "ui",
  "shared",
  "navigation",
  "chrome",
  "features",
  // The offline page and the installable app's worker registration and "no answer" notice, which the
  // entry loads after the page (docs/decisions/027-installable-app-and-offline.md).
  "offline",
  "installable-app",
  "routes",
  // The generated route tree, the router made from it, the app and the entry that loads it sit on top of
  // everything.
  "routeTree.gen.ts",
  "app",
  "main.tsx",
  // The entry's check that it is a kiosk's card page frame come back, run before the app is asked for.
  "framed-return.ts",
  "boot.ts",
]
// The jsdom test harness, for tests only.
const testOnly = ["testing"]

const graph = readImportGraph(webSource)

describe("the web app's imports", () => {
  test("reads the whole app, dynamic imports included", () => {
    expect(graph.size).toBeGreaterThan(80)
    expect(graph.get(join("chrome", "page-shell.tsx"))).toContain(join("chrome", "header.tsx"))
    // page-shell loads the idle watcher with import(): dynamic imports are edges too.
    expect(graph.get("main.tsx")).toContain(join("app", "start-up.ts"))
  })

  test("form no import cycle", () => {
    expect(importCycles(graph)).toEqual([])
  })

  test("go only down the folder layers, and never from one feature into another", () => {
    expect(ruleBreaches(graph, { layers, testOnly })).toEqual([])
  })
})

describe("the checks themselves", () => {
  const sample: ImportGraph = new Map([
    ["features/billing/bills.tsx", ["ui/table.tsx", "features/billing/rows.ts"]],
    ["features/billing/rows.ts", ["api/client.ts"]],
    ["features/usage/usage.tsx", ["features/billing/rows.ts"]],
    ["ui/table.tsx", ["api/client.ts"]],
    ["api/client.ts", ["ui/table.tsx"]],
    ["app/router.ts", ["app/router.ts"]],
  ])

  test("find every circle, a module importing itself included", () => {
    expect(importCycles(sample)).toEqual([["api/client.ts", "ui/table.tsx"], ["app/router.ts"]])
  })

  test("name a feature reaching into another and a folder importing one above it", () => {
    expect(ruleBreaches(sample, { layers: ["api", "ui", "features", "app"], testOnly: [] })).toEqual([
      "features/usage/usage.tsx reaches into another feature: features/billing/rows.ts",
      "api/client.ts (api) imports ui/table.tsx (ui), which sits above it",
    ])
  })

  test("name folders the layers do not know", () => {
    expect(
      ruleBreaches(new Map([["widgets/a.ts", ["api/b.ts"]]]), { layers: ["api"], testOnly: [] }),
    ).toEqual(["widgets/a.ts → api/b.ts: folder widgets has no layer"])
  })

  test("let only tests import the test harness", () => {
    const harness = new Map([
      ["ui/table.test.tsx", ["testing/render.tsx"]],
      ["ui/table.tsx", ["testing/render.tsx"]],
    ])
    expect(ruleBreaches(harness, { layers: ["ui"], testOnly: ["testing"] })).toEqual([
      "ui/table.tsx imports testing/render.tsx, which is for tests only",
    ])
  })

  test("tell features apart by their folder", () => {
    expect(folderOf("features/billing/bills.tsx")).toBe("features/billing")
    expect(folderOf("main.tsx")).toBe("main.tsx")
  })
})

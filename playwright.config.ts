/**
 * End-to-end tests (tests/e2e, README there): Chromium against the real mock server serving the built web
 * app (web/dist; `npm run test:e2e` builds it first). Every worker has its own three mock servers
 * (tests/e2e/servers.ts), all on a fixed clock.
 */
import { existsSync } from "node:fs"
import { join } from "node:path"
import { defineConfig, devices } from "@playwright/test"
import { chromeFlags } from "./scripts/chromium.ts"
import {
  host,
  maxWorkers,
  mockNow,
  portOf,
  serverDefinitions,
  serversFor,
  slots,
} from "./tests/e2e/servers.ts"

const root = import.meta.dirname

// Debian's Chromium on the project's machines (Playwright cannot download browsers there); elsewhere
// PLAYWRIGHT_CHROMIUM_PATH, or Playwright's own browser when neither is present.
const chromiumPath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined)

// The project's Node 24 runs the mock server's TypeScript directly; the machine's own node may be older.
const projectNode = join(root, "node_modules", ".bin", "node")
const node = existsSync(projectNode) ? projectNode : process.execPath

if (!existsSync(join(root, "web", "dist", "index.html"))) {
  throw new Error(
    "web/dist/index.html is missing: the mock server would serve its placeholder page instead of the " +
      "portal. Run `npm run test:e2e` (it builds first) or `npm run build` before `npx playwright test`.",
  )
}

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  outputDir: "test-results",
  // Tests in one file run in order in one worker; files are spread over the workers.
  fullyParallel: false,
  forbidOnly: process.env.CI !== undefined && process.env.CI !== "",
  // A flaky test is fixed, never retried.
  retries: 0,
  workers: maxWorkers,
  // A guard against hangs, not a speed target: CI's machines have run the same suite from 12 to 32 minutes,
  // and the longest journeys take about 15 s on a fast one.
  timeout: 45_000,
  expect: { timeout: 5_000 },
  // The axe-run reporter writes the statement's figures after a full run that passed (tests/e2e/axe-run).
  reporter: [
    ["list"],
    ["html", { outputFolder: "playwright-report", open: "never" }],
    ["./tests/e2e/axe-run/axe-run-reporter.ts"],
  ],
  use: {
    // The fixtures point baseURL at the worker's own aurora server; this is slot 0's, for tools.
    baseURL: serversFor(0).aurora,
    locale: "en-US",
    timezoneId: "UTC",
    screenshot: "only-on-failure",
    // A service worker would answer requests before `page.route` and request counts see them: blocked
    // everywhere but in the specs that test it (installable-app.spec.ts,
    // docs/decisions/027-installable-app-and-offline.md).
    serviceWorkers: "block",
    trace: "retain-on-failure",
    launchOptions: {
      ...(chromiumPath === undefined ? {} : { executablePath: chromiumPath }),
      args: [...chromeFlags, "--disable-dev-shm-usage"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: slots.flatMap((slot) =>
    serverDefinitions.map((definition) => {
      const port = portOf(slot, definition)
      return {
        name: `mock ${definition.name} :${port}`,
        command: `"${node}" mock-server/src/main.ts`,
        cwd: root,
        env: { ...definition.env, PORT: String(port), HOST: host, MOCK_NOW: mockNow },
        url: `http://${host}:${port}/theme/theme.json`,
        reuseExistingServer: false,
        timeout: 60_000,
        stdout: "ignore" as const,
        stderr: "pipe" as const,
        gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5_000 },
      }
    }),
  ),
})

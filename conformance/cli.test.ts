import { execFile } from "node:child_process"
import { readFile, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, describe, expect, test } from "vitest"
import { type DriftProxy, startDriftProxy } from "./testing/drift-proxy.ts"
import { alice, type RunningMock, startMock } from "./testing/mock.ts"

/** The project's own Node (24), which runs TypeScript as `npm run conformance` does. */
const node = join(import.meta.dirname, "..", "node_modules", ".bin", "node")
const main = join(import.meta.dirname, "main.ts")

interface Finished {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
}

const conformance = (args: ReadonlyArray<string>): Promise<Finished> =>
  new Promise((resolve) => {
    execFile(node, [main, ...args], { timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error === null ? 0 : typeof error.code === "number" ? error.code : -1, stdout, stderr })
    })
  })

let running: Array<RunningMock | DriftProxy> = []
afterEach(async () => {
  await Promise.all(running.map((server) => server.close()))
  running = []
})

const signIn = ["--username", alice.username, "--password", alice.password]

describe("npm run conformance", () => {
  test("exits 0 with its summary line against the mock, and writes JUnit XML", async () => {
    const mock = await startMock()
    running = [mock]
    const junit = join(tmpdir(), `conformance-${process.pid}.xml`)
    const finished = await conformance(["--api", `${mock.origin}/api`, ...signIn, "--junit", junit])
    try {
      expect(finished.code).toBe(0)
      expect(finished.stdout).toMatch(/^\d+ passed, 0 failed, \d+ skipped/mu)
      expect(finished.stdout).not.toContain(alice.password)
      expect(await readFile(junit, "utf8")).toContain('failures="0"')
    } finally {
      await rm(junit, { force: true })
    }
  })

  test("exits 1 against a drifting API, naming the endpoint", async () => {
    const mock = await startMock()
    const proxy = await startDriftProxy(mock.origin, {
      change: (request, answer) => (request.path === "/api/payments" ? { ...answer, status: 500 } : answer),
    })
    running = [proxy, mock]
    const finished = await conformance(["--api", `${proxy.origin}/api`, ...signIn])
    expect(finished.code).toBe(1)
    expect(finished.stdout).toContain("FAIL GET /payments  expected 200 PaymentList, got 500")
    expect(finished.stdout).toMatch(/^\d+ passed, 1 failed/mu)
  })

  test("exits 2 on a command line it cannot run, without echoing the password", async () => {
    const finished = await conformance(["--api", "not a url", "--pasword", "Sunrise2026!"])
    expect(finished.code).toBe(2)
    expect(finished.stderr).toContain("Usage: npm run conformance")
    expect(finished.stderr).not.toContain("Sunrise2026!")
  })
})

/**
 * `npm run kiosk`: the mock server in kiosk configuration (or `--url` a real portal), then Chromium full
 * screen on its attract screen with a fresh profile, deleted when Chromium exits (README, "Kiosk").
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process"
import { existsSync } from "node:fs"
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { parseArgs } from "node:util"
import { Config } from "@billpath/contract"
import { Result, Schema } from "effect"
import { chromePath } from "../chromium.ts"
import { kioskCommandLine, kioskPreferences } from "./command-line.ts"

const repositoryRoot = join(import.meta.dirname, "..", "..")
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { url: { type: "string" }, port: { type: "string" }, theme: { type: "string" } },
  strict: true,
})

const startMock = (port: string): ChildProcess => {
  if (!existsSync(join(repositoryRoot, "web", "dist", "index.html"))) {
    const build = spawnSync("npm", ["run", "build"], { cwd: repositoryRoot, stdio: "inherit" })
    if (build.status !== 0) throw new Error("npm run build failed")
  }
  return spawn(process.execPath, [join(repositoryRoot, "mock-server", "src", "main.ts"), "--kiosk"], {
    cwd: repositoryRoot,
    stdio: "inherit",
    env: { ...process.env, PORT: port, ...(values.theme === undefined ? {} : { MOCK_THEME: values.theme }) },
  })
}

/** config.json, decoded by the contract; retried for 30 s while the mock starts. */
const readConfig = async (portal: string): Promise<Config> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await fetch(new URL("/config.json", portal))
      const decoded = Schema.decodeUnknownResult(Config)(await response.json())
      if (Result.isFailure(decoded)) throw new Error(`config.json is not valid: ${decoded.failure}`)
      return decoded.success
    } catch (error) {
      if (attempt >= 120 || (error instanceof Error && error.message.startsWith("config.json"))) throw error
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
}

const port = values.port ?? process.env.PORT ?? "8080"
const mock = values.url === undefined ? startMock(port) : undefined
const portal = values.url ?? `http://127.0.0.1:${port}`
const stopMock = () => mock?.kill("SIGTERM")

try {
  const config = await readConfig(portal)
  if (config.kiosk?.enabled !== true) {
    throw new Error(`${portal}/config.json has no kiosk settings with "enabled": true`)
  }
  const profileDir = await mkdtemp(join(tmpdir(), "billpath-kiosk-"))
  await mkdir(join(profileDir, "Default"))
  await writeFile(join(profileDir, "Default", "Preferences"), JSON.stringify(kioskPreferences))
  const { command, args } = kioskCommandLine({
    chromium: chromePath,
    startUrl: new URL("/welcome", portal).href,
    profileDir,
    allowedOrigins: config.kiosk.allowedOrigins,
    sandbox: process.getuid?.() !== 0,
  })
  process.stdout.write(`\nKiosk: ${command} ${args.join(" ")}\n`)
  const browser = spawn(command, [...args], { stdio: "inherit" })
  const end = () => browser.kill("SIGTERM")
  process.once("SIGINT", end)
  process.once("SIGTERM", end)
  browser.once("exit", (code) => {
    // Nothing of the last customer stays on the terminal: the profile goes with the browser.
    void rm(profileDir, { recursive: true, force: true }).then(() => {
      stopMock()
      process.exitCode = code ?? 0
    })
  })
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  stopMock()
  process.exitCode = 1
}

/** Chromium for the benchmarks (Debian's, or CHROME_PATH), and the flags the end-to-end tests launch it with too. */
import { spawnSync } from "node:child_process"

export const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium"

/** Quiet on a closed network (no update or sync calls); no sandbox, as root here. */
export const chromeFlags: ReadonlyArray<string> = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
]

/** "Chromium 156.0.8078.79 …", as the binary tells it. */
export const chromeVersion = (): string => {
  const asked = spawnSync(chromePath, ["--version"], { encoding: "utf8", timeout: 20_000 })
  return asked.status === 0 ? asked.stdout.trim() : `unknown (${chromePath} --version failed)`
}

import { spawnSync } from "node:child_process"
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, test } from "vitest"
import { themesDirectory } from "./themes-directory.ts"

const repositoryRoot = join(themesDirectory, "..")

const run = (...args: ReadonlyArray<string>) =>
  spawnSync("npm", ["run", "--silent", "themes:check", ...(args.length > 0 ? ["--", ...args] : [])], {
    cwd: repositoryRoot,
    encoding: "utf8",
    timeout: 60_000,
  })

describe("npm run themes:check", () => {
  test("passes on the provider themes, one line per theme", () => {
    const result = run()
    expect(result.stderr.split("\n").filter((line) => line !== "" && !line.startsWith("npm warn"))).toEqual(
      [],
    )
    expect(result.stdout.trim().split("\n")).toEqual(["aurora-telecom: ok", "lakeside-utilities: ok"])
    expect(result.status).toBe(0)
  }, 60_000)

  test("fails, naming the file and field, on a broken theme", () => {
    const directory = mkdtempSync(join(tmpdir(), "billpath-themes-"))
    try {
      cpSync(join(themesDirectory, "lakeside-utilities"), join(directory, "lakeside-utilities"), {
        recursive: true,
      })
      writeFileSync(
        join(directory, "lakeside-utilities", "settings.json"),
        JSON.stringify({ hideUsage: "no" }),
      )
      const result = run(directory)
      expect(result.stdout).toContain("lakeside-utilities: 1 problem")
      expect(result.stdout).toContain("lakeside-utilities/settings.json: hideUsage must be boolean")
      expect(result.status).toBe(1)
    } finally {
      rmSync(directory, { recursive: true, force: true })
    }
  }, 60_000)
})

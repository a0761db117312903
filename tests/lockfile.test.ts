import { readFileSync } from "node:fs"
import { join } from "node:path"
import { Schema } from "effect"
import { describe, expect, test } from "vitest"
import { LockFile, missingPlatformEntries, platformOf } from "../scripts/lockfile-platforms.ts"

describe("package-lock.json works with npm ci on every platform", () => {
  test("every optional platform package is listed (else run npm run lockfile:complete)", () => {
    const text = readFileSync(join(import.meta.dirname, "..", "package-lock.json"), "utf8")
    const lock = Schema.decodeUnknownSync(Schema.fromJsonString(LockFile))(text)
    const { missing, unknown } = missingPlatformEntries(lock.packages)
    expect(missing.map((item) => item.path)).toEqual([])
    expect(unknown).toEqual([])
  })

  test.each([
    ["@biomejs/cli-win32-x64", { os: "win32", cpu: "x64", libc: undefined }],
    ["@biomejs/cli-linux-x64-musl", { os: "linux", cpu: "x64", libc: "musl" }],
    ["@esbuild/darwin-arm64", { os: "darwin", cpu: "arm64", libc: undefined }],
    ["@rollup/rollup-linux-arm64-gnu", { os: "linux", cpu: "arm64", libc: "glibc" }],
  ])("the platform of %s is read from its name", (name, platform) => {
    expect(platformOf(name)).toEqual(platform)
  })

  test("a package whose name names no platform is reported, not guessed", () => {
    expect(platformOf("@scope/helper")).toBeUndefined()
    expect(
      missingPlatformEntries({
        "node_modules/a": { version: "1.0.0", optionalDependencies: { fsevents: "2.3.3" } },
      }).unknown,
    ).toEqual(["fsevents"])
  })
})

// Adds the other platforms' optional packages to package-lock.json so `npm ci` accepts it (see
// scripts/lockfile-platforms.ts for why). Run after any `npm install` that changes dependencies:
//   npm run lockfile:complete
import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { Schema } from "effect"
import { LockFile, missingPlatformEntries } from "./lockfile-platforms.ts"

const path = join(import.meta.dirname, "..", "package-lock.json")
const text = readFileSync(path, "utf8")
const lock = Schema.decodeUnknownSync(Schema.fromJsonString(LockFile))(text)
const { missing, unknown } = missingPlatformEntries(lock.packages)
if (unknown.length > 0) {
  process.stderr.write(`cannot tell the platform of: ${unknown.join(", ")}\n`)
  process.exitCode = 1
}
if (missing.length > 0) {
  const whole: unknown = JSON.parse(text)
  const packages = { ...lock.packages, ...Object.fromEntries(missing.map((item) => [item.path, item.entry])) }
  const sorted = Object.fromEntries(
    Object.entries(packages).sort(([first], [second]) =>
      first === "" ? -1 : second === "" ? 1 : first.localeCompare(second),
    ),
  )
  const updated = typeof whole === "object" && whole !== null ? { ...whole, packages: sorted } : whole
  writeFileSync(path, `${JSON.stringify(updated, null, 2)}\n`)
}
process.stdout.write(`package-lock.json: ${missing.length} platform package(s) added\n`)

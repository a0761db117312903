/**
 * The package registry these machines use holds only the linux-x64 (glibc) builds of packages that ship
 * per-platform binaries, so `npm install` cannot record the other platforms' optional packages in
 * package-lock.json, and `npm ci` then refuses the lock file as out of sync. The platform of such a
 * package is in its name (@biomejs/cli-win32-x64, @esbuild/darwin-arm64), so the missing entries can be
 * written without fetching them; npm ci skips them on a machine of another platform.
 */
import { Result, Schema } from "effect"

const LockEntry = Schema.Struct({
  version: Schema.optionalKey(Schema.String),
  dev: Schema.optionalKey(Schema.Boolean),
  optionalDependencies: Schema.optionalKey(Schema.Record(Schema.String, Schema.String)),
})

export const LockFile = Schema.Struct({
  packages: Schema.Record(Schema.String, Schema.Unknown),
})

const operatingSystems = [
  "android",
  "darwin",
  "linux",
  "win32",
  "freebsd",
  "openbsd",
  "netbsd",
  "sunos",
  "aix",
  "openharmony",
]
const processors = ["x64", "arm64", "arm", "ia32", "ppc64", "s390x", "riscv64", "loong64", "mips64el"]

export interface PlatformEntry {
  readonly path: string
  readonly entry: Record<string, unknown>
}

/** os, cpu and libc from a platform package's name, or undefined when the name does not say. */
export const platformOf = (name: string) => {
  const tokens = name.split("/").at(-1)?.split(/[-_.]/) ?? []
  const os = operatingSystems.find((candidate) => tokens.includes(candidate))
  const cpu = processors.find((candidate) => tokens.includes(candidate))
  if (os === undefined || cpu === undefined) return undefined
  const libc = tokens.includes("musl") ? "musl" : os === "linux" ? "glibc" : undefined
  return { os, cpu, libc }
}

const entryOf = (value: unknown) => {
  const decoded = Schema.decodeUnknownResult(LockEntry)(value)
  return Result.isSuccess(decoded) ? decoded.success : undefined
}

/** The optional platform packages a lock file names but does not list, with the entries to add. */
export const missingPlatformEntries = (packages: Readonly<Record<string, unknown>>) => {
  const missing: Array<PlatformEntry> = []
  const unknown: Array<string> = []
  for (const [path, value] of Object.entries(packages)) {
    const entry = entryOf(value)
    for (const [name, version] of Object.entries(entry?.optionalDependencies ?? {})) {
      const nested = `${path}/node_modules/${name}`
      const hoisted = `node_modules/${name}`
      if (nested in packages || hoisted in packages) continue
      const platform = platformOf(name)
      if (platform === undefined) {
        unknown.push(name)
        continue
      }
      if (missing.some((known) => known.path === hoisted)) continue
      missing.push({
        path: hoisted,
        entry: {
          version: version.replace(/^[~^=]/, ""),
          ...(entry?.dev === true ? { dev: true } : {}),
          optional: true,
          os: [platform.os],
          cpu: [platform.cpu],
          ...(platform.libc === undefined ? {} : { libc: [platform.libc] }),
        },
      })
    }
  }
  return { missing, unknown }
}

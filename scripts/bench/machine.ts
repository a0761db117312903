/** What the figures were measured on: they mean little without it. */
import { existsSync, readFileSync } from "node:fs"
import { cpus, loadavg, release, totalmem } from "node:os"
import { join } from "node:path"
import { chromeVersion } from "../chromium.ts"
import { field, stringOrUndefined } from "./checks.ts"
import { repositoryRoot } from "./processes.ts"

export interface MachineFacts {
  readonly cpuModel: string
  readonly cores: number
  readonly memoryGiB: number
  readonly os: string
  readonly node: string
  readonly chromium: string
  readonly packages: Readonly<Record<string, string>>
}

const osName = (): string => {
  const text = existsSync("/etc/os-release") ? readFileSync("/etc/os-release", "utf8") : ""
  const pretty = /^PRETTY_NAME="?([^"\n]*)"?$/mu.exec(text)?.[1]
  return `${pretty ?? process.platform}, kernel ${release()}`
}

/** The installed version of a package of the bench, from its package.json. */
export const installedVersion = (name: string): string => {
  const path = join(repositoryRoot, "node_modules", ...name.split("/"), "package.json")
  if (!existsSync(path)) return "not installed"
  return stringOrUndefined(field(JSON.parse(readFileSync(path, "utf8")), "version")) ?? "unknown"
}

export const machineFacts = (): MachineFacts => {
  const processors = cpus()
  return {
    cpuModel: processors[0]?.model.trim() ?? "unknown",
    cores: processors.length,
    memoryGiB: totalmem() / 1024 ** 3,
    os: osName(),
    node: process.version,
    chromium: chromeVersion(),
    packages: Object.fromEntries(
      ["lighthouse", "autocannon", "@stoplight/prism-cli", "@playwright/test", "fastify"].map((name) => [
        name,
        installedVersion(name),
      ]),
    ),
  }
}

/** The 1-minute load average: how busy the machine was besides the bench (compare with the core count). */
export const loadNow = (): number => loadavg()[0] ?? 0

import { readFileSync } from "node:fs"

/** A process's resident memory in MB (VmRSS, Linux); undefined elsewhere or once it has exited. */
export const residentMb = (pid: number): number | undefined => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8")
    const kilobytes = Number(/^VmRSS:\s+(\d+)\s+kB/mu.exec(status)?.[1])
    return Number.isFinite(kilobytes) ? kilobytes / 1024 : undefined
  } catch {
    return undefined
  }
}

/**
 * What the bench started (mock servers, Prism, Chrome) and how to stop it: everything registers here, and
 * main.ts runs what is left at the end — also after a failure or Ctrl-C — so no server outlives the run.
 */
import { errorText } from "./checks.ts"

interface Cleanup {
  readonly label: string
  readonly run: () => Promise<void>
}

const pending: Array<Cleanup> = []

/** Registers a stop; the returned function runs it now (once) and forgets it. */
export const onCleanup = (label: string, run: () => Promise<void>): (() => Promise<void>) => {
  const entry: Cleanup = { label, run }
  pending.push(entry)
  return async () => {
    const index = pending.indexOf(entry)
    if (index < 0) return
    pending.splice(index, 1)
    await entry.run()
  }
}

/** Runs every registered stop, newest first; a failing one is reported and the others still run. */
export const cleanUpAll = async (): Promise<void> => {
  for (let entry = pending.pop(); entry !== undefined; entry = pending.pop()) {
    try {
      await entry.run()
    } catch (error) {
      process.stderr.write(`bench: stopping ${entry.label} failed: ${errorText(error)}\n`)
    }
  }
}

/** Ctrl-C or a runner's TERM: stop what was started, then exit. */
export const cleanUpOnSignals = (): void => {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      process.stderr.write(`\nbench: ${signal}, stopping the servers it started\n`)
      void cleanUpAll().finally(() => process.exit(130))
    })
  }
}

/**
 * Servers the bench runs as child processes of the project's Node (the mock, the bare Fastify, Prism): each
 * in its own process, so the load generator in this process never shares an event loop with the server it
 * measures. Stopped by their own pid, never by name: other people's servers run on this machine.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { join } from "node:path"
import { setTimeout as sleep } from "node:timers/promises"
import { onCleanup } from "./cleanup.ts"

export const repositoryRoot = join(import.meta.dirname, "..", "..")

export interface ChildServer {
  readonly name: string
  readonly pid: number
  readonly url: string
  /** Stops the process (TERM, then KILL after 5 s); safe to call twice. */
  readonly stop: () => Promise<void>
}

export interface ChildServerOptions {
  readonly name: string
  /** Arguments to the project's Node (this process's executable). */
  readonly args: ReadonlyArray<string>
  readonly env: Readonly<Record<string, string>>
  readonly url: string
  /** Asked until it answers as `isReady` wants (any answer by default). */
  readonly readyPath: string
  readonly readyHeaders?: Readonly<Record<string, string>>
  readonly isReady?: (status: number) => boolean
  readonly timeoutMs?: number
}

const exited = (child: ChildProcess): boolean => child.exitCode !== null || child.signalCode !== null

const waitForExit = (child: ChildProcess, timeoutMs: number): Promise<boolean> =>
  exited(child)
    ? Promise.resolve(true)
    : new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs)
        child.once("exit", () => {
          clearTimeout(timer)
          resolve(true)
        })
      })

const stopChild = async (child: ChildProcess): Promise<void> => {
  if (exited(child)) return
  child.kill("SIGTERM")
  if (await waitForExit(child, 5_000)) return
  child.kill("SIGKILL")
  await waitForExit(child, 2_000)
}

/**
 * Starts `node …args` in the repository root and waits until it answers on `readyPath`. Its standard output
 * (request logs) goes nowhere, the same for every server compared; the end of its standard error is kept
 * for the message when it fails to start.
 */
export const startChildServer = async (options: ChildServerOptions): Promise<ChildServer> => {
  const child = spawn(process.execPath, [...options.args], {
    cwd: repositoryRoot,
    env: { ...process.env, ...options.env },
    stdio: ["ignore", "ignore", "pipe"],
  })
  let errorTail = ""
  child.stderr?.setEncoding("utf8")
  child.stderr?.on("data", (chunk: string) => {
    errorTail = (errorTail + chunk).slice(-4_000)
  })
  const stop = onCleanup(`${options.name} (pid ${child.pid ?? "?"})`, () => stopChild(child))
  const pid = child.pid
  if (pid === undefined) {
    await stop()
    throw new Error(`${options.name} did not start`)
  }
  const deadline = Date.now() + (options.timeoutMs ?? 60_000)
  const isReady = options.isReady ?? (() => true)
  let lastProblem = "no answer yet"
  while (Date.now() < deadline) {
    if (exited(child)) {
      await stop()
      throw new Error(
        `${options.name} exited (${child.exitCode ?? child.signalCode}) before answering:\n${errorTail}`,
      )
    }
    try {
      const response = await fetch(`${options.url}${options.readyPath}`, {
        headers: { ...options.readyHeaders },
        signal: AbortSignal.timeout(2_000),
      })
      await response.arrayBuffer()
      if (isReady(response.status)) return { name: options.name, pid, url: options.url, stop }
      lastProblem = `answered ${response.status}`
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error)
    }
    await sleep(200)
  }
  await stop()
  throw new Error(
    `${options.name} was not ready at ${options.url}${options.readyPath} in time (${lastProblem}):\n${errorTail}`,
  )
}

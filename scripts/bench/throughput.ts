/**
 * API throughput: autocannon against the mock's authenticated `GET /api/accounts`, a
 * bare Fastify answering the same bytes (with the mock's logging, and without), and Prism's mock of the
 * contract's OpenAPI document. Each server runs in its own process, all started first; the load goes to
 * one at a time, in turns (rounds), so a machine that slows down or speeds up during the run (a shared
 * machine does) weighs on every target alike, and each ratio is taken within a round.
 */
import { spawnSync } from "node:child_process"
import { existsSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import autocannon from "autocannon"
import { errorText } from "./checks.ts"
import { signInToken, startMock } from "./mock.ts"
import { freePort, host } from "./ports.ts"
import { type ChildServer, repositoryRoot, startChildServer } from "./processes.ts"
import { median } from "./stats.ts"

export interface LoadSettings {
  readonly connections: number
  /** How long each target takes the load in one round. */
  readonly roundSeconds: number
  /** How many rounds; odd, so a median is one round's figure. */
  readonly rounds: number
  /** A run of this length first, per target, not counted: JIT, caches and connections settle. */
  readonly warmupSeconds: number
}

export interface LoadFigures {
  /** The median of the rounds' averages. */
  readonly requestsPerSecond: number
  /** The medians of the rounds' percentiles. */
  readonly p50Ms: number
  readonly p99Ms: number
  /** Over every round. */
  readonly requests: number
  /** Bytes of the answer's body, as one request saw it. */
  readonly bodyBytes: number
  /**
   * The server process's CPU time (user and system) per request over every round, in µs; undefined where
   * the system does not say (no /proc). Steadier than requests per second on a shared machine: it does
   * not depend on how much of the CPU the server got, nor on the load generator keeping up.
   */
  readonly cpuMicrosPerRequest: number | undefined
}

export type TargetResult =
  | {
      readonly kind: "measured"
      readonly label: string
      readonly path: string
      readonly figures: LoadFigures
      /** Requests per second in each round, in round order. */
      readonly roundRates: ReadonlyArray<number>
    }
  | { readonly kind: "failed"; readonly label: string; readonly problem: string }

export interface ThroughputResults {
  readonly settings: LoadSettings
  readonly mock: TargetResult
  readonly bareLogged: TargetResult
  readonly bareSilent: TargetResult
  readonly prism: TargetResult
}

/** One target's run of one round. */
export interface RoundRun {
  readonly requestsPerSecond: number
  readonly p50Ms: number
  readonly p99Ms: number
  readonly requests: number
  /** The server's CPU time during the run, when the system says. */
  readonly cpuMs: number | undefined
}

/** A target's figures from its rounds. */
export const combineRounds = (runs: ReadonlyArray<RoundRun>, bodyBytes: number): LoadFigures => {
  const requests = runs.reduce((sum, run) => sum + run.requests, 0)
  const cpuTimes = runs.flatMap((run) => (run.cpuMs === undefined ? [] : [run.cpuMs]))
  return {
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)) ?? 0,
    p50Ms: median(runs.map((run) => run.p50Ms)) ?? 0,
    p99Ms: median(runs.map((run) => run.p99Ms)) ?? 0,
    requests,
    bodyBytes,
    cpuMicrosPerRequest:
      cpuTimes.length === runs.length && requests > 0
        ? (cpuTimes.reduce((sum, ms) => sum + ms, 0) * 1000) / requests
        : undefined,
  }
}

/** Linux's clock ticks per second for /proc times (USER_HZ), 100 on every architecture Node runs on. */
const ticksPerSecond = 100

/** A process's CPU time so far (user and system, its threads included), in ms; undefined without /proc. */
export const processCpuMs = (pid: number): number | undefined => {
  try {
    // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are the
    // 14th and 15th fields of the line, the 12th and 13th after ") ".
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? []
    const user = Number(fields[11])
    const system = Number(fields[12])
    return Number.isFinite(user) && Number.isFinite(system)
      ? ((user + system) * 1000) / ticksPerSecond
      : undefined
  } catch {
    return undefined
  }
}

export interface PairedRatio {
  readonly median: number
  readonly lowest: number
  readonly highest: number
}

/**
 * `numerator`'s requests per second over `denominator`'s, round by round (within a round the two ran
 * seconds apart, on the machine as it was then): their median, and the lowest and highest. Undefined when either
 * failed or they have no round in common.
 */
export const pairedRatio = (numerator: TargetResult, denominator: TargetResult): PairedRatio | undefined => {
  if (numerator.kind !== "measured" || denominator.kind !== "measured") return undefined
  const ratios = numerator.roundRates.flatMap((rate, round) => {
    const other = denominator.roundRates[round]
    return other === undefined || other === 0 ? [] : [rate / other]
  })
  const middle = median(ratios)
  if (middle === undefined) return undefined
  return { median: middle, lowest: Math.min(...ratios), highest: Math.max(...ratios) }
}

/** A day: no token expires during the run. */
const tokenSeconds = 24 * 60 * 60

const cpuSince = (pid: number, before: number | undefined): number | undefined => {
  const after = processCpuMs(pid)
  return before === undefined || after === undefined ? undefined : after - before
}

interface Target {
  readonly label: string
  readonly url: string
  readonly pid: number
  readonly bodyBytes: number
}

/** The bench's load on one server for `seconds`. */
const load = (
  url: string,
  headers: Readonly<Record<string, string>>,
  settings: LoadSettings,
  seconds: number,
): ReturnType<typeof autocannon> =>
  autocannon({ url, headers: { ...headers }, connections: settings.connections, duration: seconds })

/** Checks that the target answers 200 and warms it up; the body's size is part of its figures. */
const prepare = async (
  label: string,
  { url, pid }: ChildServer,
  path: string,
  headers: Readonly<Record<string, string>>,
  settings: LoadSettings,
): Promise<Target> => {
  const probe = await fetch(`${url}${path}`, { headers: { ...headers } })
  const bodyBytes = (await probe.arrayBuffer()).byteLength
  if (probe.status !== 200) throw new Error(`GET ${path} answered ${probe.status}`)
  await load(`${url}${path}`, headers, settings, settings.warmupSeconds)
  return { label, url, pid, bodyBytes }
}

const runRound = async (
  target: Target,
  path: string,
  headers: Readonly<Record<string, string>>,
  settings: LoadSettings,
): Promise<RoundRun> => {
  const cpuBefore = processCpuMs(target.pid)
  const result = await load(`${target.url}${path}`, headers, settings, settings.roundSeconds)
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(
      `${result.errors} connection errors and ${result.non2xx} answers other than 2xx in ${result.requests.total} requests`,
    )
  }
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    cpuMs: cpuSince(target.pid, cpuBefore),
  }
}

/** Headers Node and Fastify write on every answer themselves; repeating them would send them twice. */
const headersEveryServerWrites = new Set([
  "date",
  "connection",
  "keep-alive",
  "content-length",
  "transfer-encoding",
])

const startBare = async (name: string, bodyFile: string, headersFile: string, logger: "info" | "off") => {
  const port = await freePort()
  return startChildServer({
    name,
    args: ["scripts/bench/bare-server.ts"],
    env: {
      PORT: String(port),
      HOST: host,
      BENCH_BODY_FILE: bodyFile,
      BENCH_HEADERS_FILE: headersFile,
      BENCH_LOGGER: logger,
    },
    url: `http://${host}:${port}`,
    readyPath: "/ready",
  })
}

const openApiDocument = join(repositoryRoot, "contract", "generated", "openapi.json")
const prismCli = join(repositoryRoot, "node_modules", "@stoplight", "prism-cli", "dist", "index.js")

const startPrism = async (headers: Readonly<Record<string, string>>): Promise<ChildServer> => {
  if (!existsSync(prismCli)) throw new Error(`Prism is not installed (${prismCli} is missing)`)
  if (!existsSync(openApiDocument)) {
    const written = spawnSync(process.execPath, ["scripts/write-openapi.ts"], {
      cwd: repositoryRoot,
      stdio: "inherit",
    })
    if (written.status !== 0) throw new Error("npm run openapi failed")
  }
  const port = await freePort()
  return startChildServer({
    name: "Prism mock",
    // Its default log level (info), as the mock logs at info under `npm start`.
    args: [prismCli, "mock", openApiDocument, "--port", String(port), "--host", host],
    env: {},
    url: `http://${host}:${port}`,
    readyPath: "/api/accounts",
    readyHeaders: headers,
    isReady: (status) => status === 200,
    timeoutMs: 90_000,
  })
}

type Prepared = { readonly kind: "ready"; readonly target: Target } | TargetResult

/** A target through the rounds: its runs so far, or why it stopped. */
interface Slot {
  readonly prepared: Prepared
  readonly runs: Array<RoundRun>
  failure?: string
}

const resultOf = ({ prepared, runs, failure }: Slot, path: string): TargetResult => {
  if (prepared.kind !== "ready") return prepared
  const { label, bodyBytes } = prepared.target
  if (failure !== undefined) return { kind: "failed", label, problem: failure }
  return {
    kind: "measured",
    label,
    path,
    figures: combineRounds(runs, bodyBytes),
    roundRates: runs.map((run) => run.requestsPerSecond),
  }
}

/** Starts a target's server (kept in `servers` to be stopped) and prepares it; a failure is its result. */
const startTarget = async (
  label: string,
  servers: Array<ChildServer>,
  start: () => Promise<ChildServer>,
  ready: (server: ChildServer) => Promise<Target>,
): Promise<Prepared> => {
  try {
    const server = await start()
    servers.push(server)
    return { kind: "ready", target: await ready(server) }
  } catch (error) {
    return { kind: "failed", label, problem: errorText(error) }
  }
}

export const runThroughput = async (
  settings: LoadSettings,
  workDirectory: string,
): Promise<ThroughputResults> => {
  const path = "/api/accounts"
  // Replaced by a real token once the mock has signed in; Prism only checks that a bearer token is there.
  let headers: Readonly<Record<string, string>> = { authorization: "Bearer bench" }
  let answer: { readonly file: string; readonly headersFile: string } | undefined
  const servers: Array<ChildServer> = []
  try {
    const mock = await startTarget(
      "mock",
      servers,
      () => startMock("mock server (throughput)", { tokenSeconds }),
      async (server) => {
        headers = { authorization: `Bearer ${await signInToken(server.url)}` }
        const response = await fetch(`${server.url}${path}`, { headers: { ...headers } })
        const bytes = new Uint8Array(await response.arrayBuffer())
        const contentType = response.headers.get("content-type")
        if (response.status !== 200 || contentType === null)
          throw new Error(`GET ${path} answered ${response.status}`)
        const file = join(workDirectory, "accounts-answer.json")
        writeFileSync(file, bytes)
        // The bare server repeats the answer's headers too (content type, security headers, cache-control,
        // vary): both servers put the same bytes on the wire, so the ratio measures the mock's work.
        const headersFile = join(workDirectory, "accounts-answer-headers.json")
        const answerHeaders = Object.fromEntries(
          [...response.headers].filter(([name]) => !headersEveryServerWrites.has(name.toLowerCase())),
        )
        writeFileSync(headersFile, JSON.stringify(answerHeaders))
        answer = { file, headersFile }
        return prepare("mock", server, path, headers, settings)
      },
    )
    const bare = async (label: string, logger: "info" | "off"): Promise<Prepared> => {
      const fixed = answer
      if (fixed === undefined) return { kind: "failed", label, problem: "no answer from the mock to repeat" }
      return startTarget(
        label,
        servers,
        () => startBare(label, fixed.file, fixed.headersFile, logger),
        (server) => prepare(label, server, path, headers, settings),
      )
    }
    const bareLogged = await bare("bare Fastify, mock's logging", "info")
    const bareSilent = await bare("bare Fastify, no logging", "off")
    const prism = await startTarget(
      "Prism",
      servers,
      () => startPrism(headers),
      (server) => prepare("Prism", server, path, headers, settings),
    )
    const slotOf = (prepared: Prepared): Slot => ({ prepared, runs: [] })
    const slots = {
      mock: slotOf(mock),
      bareLogged: slotOf(bareLogged),
      bareSilent: slotOf(bareSilent),
      prism: slotOf(prism),
    }
    const order = [slots.mock, slots.bareLogged, slots.bareSilent, slots.prism]
    for (let round = 0; round < settings.rounds; round += 1) {
      // Each round starts one target later, so none always follows the same one.
      for (let turn = 0; turn < order.length; turn += 1) {
        const slot = order[(round + turn) % order.length]
        if (slot === undefined || slot.prepared.kind !== "ready" || slot.failure !== undefined) continue
        try {
          slot.runs.push(await runRound(slot.prepared.target, path, headers, settings))
        } catch (error) {
          slot.failure = errorText(error)
        }
      }
    }
    return {
      settings,
      mock: resultOf(slots.mock, path),
      bareLogged: resultOf(slots.bareLogged, path),
      bareSilent: resultOf(slots.bareSilent, path),
      prism: resultOf(slots.prism, path),
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()))
  }
}

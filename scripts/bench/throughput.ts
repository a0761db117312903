/**
 * API throughput (issue 11 item 3.2): autocannon against the mock's authenticated `GET /api/accounts`, a
 * bare Fastify answering the same bytes (with the mock's logging, and without), and Prism's mock of the
 * contract's OpenAPI document. Every target runs alone, in its own process, with the same load.
 */
import { spawnSync } from "node:child_process"
import { existsSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import autocannon from "autocannon"
import { errorText } from "./checks.ts"
import { signInToken, startMock } from "./mock.ts"
import { freePort, host } from "./ports.ts"
import { type ChildServer, repositoryRoot, startChildServer } from "./processes.ts"

export interface LoadSettings {
  readonly connections: number
  readonly durationSeconds: number
  /** A run of this length first, not counted: JIT, caches and connections settle. */
  readonly warmupSeconds: number
}

export interface LoadFigures {
  readonly requestsPerSecond: number
  readonly p50Ms: number
  readonly p99Ms: number
  readonly requests: number
  /** Bytes of the answer's body, as one request saw it. */
  readonly bodyBytes: number
}

export type TargetResult =
  | {
      readonly kind: "measured"
      readonly label: string
      readonly path: string
      readonly figures: LoadFigures
    }
  | { readonly kind: "failed"; readonly label: string; readonly problem: string }

export interface ThroughputResults {
  readonly settings: LoadSettings
  readonly mock: TargetResult
  readonly bareLogged: TargetResult
  readonly bareSilent: TargetResult
  readonly prism: TargetResult
}

/** A day: no token expires during the run. */
const tokenSeconds = 24 * 60 * 60

const measure = async (
  label: string,
  url: string,
  path: string,
  headers: Readonly<Record<string, string>>,
  settings: LoadSettings,
): Promise<TargetResult> => {
  const probe = await fetch(`${url}${path}`, { headers: { ...headers } })
  const bodyBytes = (await probe.arrayBuffer()).byteLength
  if (probe.status !== 200) return { kind: "failed", label, problem: `GET ${path} answered ${probe.status}` }
  const options = { url: `${url}${path}`, headers: { ...headers }, connections: settings.connections }
  await autocannon({ ...options, duration: settings.warmupSeconds })
  const result = await autocannon({ ...options, duration: settings.durationSeconds })
  if (result.errors > 0 || result.non2xx > 0) {
    return {
      kind: "failed",
      label,
      problem: `${result.errors} connection errors and ${result.non2xx} answers other than 2xx in ${result.requests.total} requests`,
    }
  }
  return {
    kind: "measured",
    label,
    path,
    figures: {
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      requests: result.requests.total,
      bodyBytes,
    },
  }
}

/** Runs `run` against a server started by `start`, stopping it afterwards; a failure becomes the result. */
const against = async (
  label: string,
  start: () => Promise<ChildServer>,
  run: (server: ChildServer) => Promise<TargetResult>,
): Promise<TargetResult> => {
  let server: ChildServer | undefined
  try {
    server = await start()
    return await run(server)
  } catch (error) {
    return { kind: "failed", label, problem: errorText(error) }
  } finally {
    await server?.stop()
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

export const runThroughput = async (
  settings: LoadSettings,
  workDirectory: string,
): Promise<ThroughputResults> => {
  const path = "/api/accounts"
  // Replaced by a real token once the mock has signed in; Prism only checks that a bearer token is there.
  let headers: Readonly<Record<string, string>> = { authorization: "Bearer bench" }
  let answer: { readonly file: string; readonly headersFile: string } | undefined
  const mock = await against(
    "mock",
    () => startMock("mock server (throughput)", { tokenSeconds }),
    async (server) => {
      headers = { authorization: `Bearer ${await signInToken(server.url)}` }
      const response = await fetch(`${server.url}${path}`, { headers: { ...headers } })
      const bytes = new Uint8Array(await response.arrayBuffer())
      const contentType = response.headers.get("content-type")
      if (response.status !== 200 || contentType === null) {
        return { kind: "failed", label: "mock", problem: `GET ${path} answered ${response.status}` }
      }
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
      return measure("mock", server.url, path, headers, settings)
    },
  )
  const bare = async (label: string, logger: "info" | "off"): Promise<TargetResult> => {
    const fixed = answer
    if (fixed === undefined) return { kind: "failed", label, problem: "no answer from the mock to repeat" }
    return against(
      label,
      () => startBare(label, fixed.file, fixed.headersFile, logger),
      (server) => measure(label, server.url, path, headers, settings),
    )
  }
  const bareLogged = await bare("bare Fastify, mock's logging", "info")
  const bareSilent = await bare("bare Fastify, no logging", "off")
  const prism = await against(
    "Prism",
    () => startPrism(headers),
    (server) => measure("Prism", server.url, "/api/accounts", headers, settings),
  )
  return { settings, mock, bareLogged, bareSilent, prism }
}

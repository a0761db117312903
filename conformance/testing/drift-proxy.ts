import { createServer, type IncomingMessage } from "node:http"

/** A request as the proxy received it from the kit. */
export interface ProxiedRequest {
  readonly method: string
  /** The path without its query: "/api/accounts". */
  readonly path: string
  readonly query: URLSearchParams
  readonly body: string
}

export interface ProxiedAnswer {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly body: Uint8Array
}

/** One way a provider drifts from the contract: answer in the mock's place, or change its answer. */
export interface Drift {
  readonly instead?: (request: ProxiedRequest) => ProxiedAnswer | undefined
  readonly change?: (request: ProxiedRequest, answer: ProxiedAnswer) => ProxiedAnswer
  /** Changes the request's body before the mock sees it. */
  readonly send?: (request: ProxiedRequest) => string
}

export interface DriftProxy {
  readonly origin: string
  /** Every password and token that went through, for tests that look for them in the report. */
  readonly secrets: ReadonlySet<string>
  readonly close: () => Promise<void>
}

/** Headers the proxy sets itself: it sends bodies whole and already inflated. */
const hopHeaders = new Set([
  "content-encoding",
  "content-length",
  "transfer-encoding",
  "connection",
  "keep-alive",
])

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Array<Buffer> = []
  for await (const chunk of request) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)))
  return Buffer.concat(chunks).toString("utf8")
}

const collectTokens = (value: unknown, into: Set<string>): void => {
  if (typeof value !== "object" || value === null) return
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry === "string" && (key === "access_token" || key === "refresh_token")) into.add(entry)
    else collectTokens(entry, into)
  }
}

const jsonOf = (bytes: Uint8Array): unknown => {
  try {
    return JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    return undefined
  }
}

/** A JSON answer with `edit` applied to its body, the rest as the mock sent it. */
export const editJson =
  (edit: (body: unknown) => unknown) =>
  (answer: ProxiedAnswer): ProxiedAnswer => ({
    ...answer,
    body: new TextEncoder().encode(JSON.stringify(edit(jsonOf(answer.body)))),
  })

/** Stands between the kit and the mock on 127.0.0.1 and changes one thing, as a drifting provider would. */
export const startDriftProxy = async (target: string, drift: Drift): Promise<DriftProxy> => {
  const secrets = new Set<string>()
  const server = createServer(async (incoming, outgoing) => {
    const url = new URL(incoming.url ?? "/", target)
    const received: ProxiedRequest = {
      method: incoming.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      body: await readBody(incoming),
    }
    const password = received.path.endsWith("/login") ? received.query.get("password") : null
    if (password !== null) {
      secrets.add(password)
      secrets.add(Buffer.from(password, "base64url").toString("utf8"))
    }
    const forward = async (): Promise<ProxiedAnswer> => {
      const headers = Object.fromEntries(
        ["authorization", "content-type", "accept", "accept-language"].flatMap((name) => {
          const value = incoming.headers[name]
          return typeof value === "string" ? [[name, value]] : []
        }),
      )
      const body = drift.send === undefined ? received.body : drift.send(received)
      const response = await fetch(url.href, {
        method: received.method,
        headers,
        ...(received.body === "" ? {} : { body }),
      })
      return {
        status: response.status,
        headers: Object.fromEntries([...response.headers].filter(([name]) => !hopHeaders.has(name))),
        body: new Uint8Array(await response.arrayBuffer()),
      }
    }
    const original = drift.instead?.(received) ?? (await forward())
    const answer = drift.change === undefined ? original : drift.change(received, original)
    collectTokens(jsonOf(answer.body), secrets)
    outgoing.writeHead(answer.status, { ...answer.headers, "content-length": String(answer.body.byteLength) })
    outgoing.end(answer.body)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const address = server.address()
  if (typeof address !== "object" || address === null) throw new Error("the proxy is not listening")
  return {
    origin: `http://127.0.0.1:${address.port}`,
    secrets,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error === undefined ? resolve() : reject(error)))
      }),
  }
}

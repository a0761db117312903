import { connect, type Socket } from "node:net"
import { type ConnectionLimits, defaultConnectionLimits } from "@billpath/portal-server/site/connections.ts"
import type { FastifyInstance } from "fastify"
import { expect, test } from "vitest"
import { buildMockServer } from "../app.ts"
import { startTestServer } from "../testing/mock-server.ts"

/** At the latest, how long after its first byte a request that never finishes is let go. */
const latestLetGoMs = (limits: ConnectionLimits): number =>
  Math.max(limits.headersMs, limits.requestMs) + limits.checkEveryMs

/** Sends raw bytes to the server and reads everything it answers until it closes the connection. */
const rawExchange = (port: number, request: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port }, () => socket.end(request))
    const chunks: Array<Buffer> = []
    socket.on("data", (chunk: Buffer) => chunks.push(chunk))
    socket.on("error", reject)
    socket.on("close", () => resolve(Buffer.concat(chunks).toString("utf8")))
  })

/** A connection that sends `request` and stays open; `answer` is all it got once the server closed it. */
const openSocket = (port: number, request = "") => {
  const socket: Socket = connect({ host: "127.0.0.1", port }, () => {
    if (request !== "") socket.write(request)
  })
  const chunks: Array<Buffer> = []
  socket.on("data", (chunk: Buffer) => chunks.push(chunk))
  const answer = new Promise<string>((resolve) => {
    // A reset from the server is a close too.
    socket.on("error", () => undefined)
    socket.on("close", () => resolve(Buffer.concat(chunks).toString("utf8")))
  })
  const connected = new Promise<void>((resolve) => socket.once("connect", () => resolve()))
  return { socket, answer, connected }
}

const listen = async (app: FastifyInstance): Promise<number> => {
  await app.listen({ host: "127.0.0.1", port: 0 })
  const address = app.server.address()
  return typeof address === "object" && address !== null ? address.port : 0
}

const bodyOf = (answer: string): string => answer.slice(answer.indexOf("\r\n\r\n") + 4)

const oversizedHeaders = (method: string) =>
  `${method} /api/accounts HTTP/1.1\r\nHost: 127.0.0.1\r\nx-padding: ${"a".repeat(20 * 1024)}\r\n\r\n`

test("headers over 16 KB get a JSON 400 in the contract's shape, not Node's bare 431", async () => {
  const { app } = await startTestServer()
  const port = await listen(app)
  const answer = await rawExchange(port, oversizedHeaders("GET"))
  expect(answer.startsWith("HTTP/1.1 400 ")).toBe(true)
  expect(answer).toContain("content-type: application/json")
  const body: unknown = JSON.parse(bodyOf(answer))
  expect(body).toEqual({ message: expect.stringContaining("headers are too large"), problems: [] })
  // An ordinary request on a new connection is still served.
  const fine = await rawExchange(
    port,
    "GET /config.json HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
  )
  expect(fine.startsWith("HTTP/1.1 200 ")).toBe(true)
})

test("the same 400 to a HEAD request has no body", async () => {
  const { app } = await startTestServer()
  const answer = await rawExchange(await listen(app), oversizedHeaders("HEAD"))
  expect(answer.startsWith("HTTP/1.1 400 ")).toBe(true)
  expect(answer.endsWith("\r\n\r\n")).toBe(true)
})

test("a slow sender (headers and 20 bytes of a 1,000-byte body, then silence) gets a 408, while others are served", async () => {
  const { app } = await startTestServer({
    connections: { headersMs: 1_000, requestMs: 2_000, checkEveryMs: 200 },
  })
  const port = await listen(app)
  const started = Date.now()
  const slow = openSocket(
    port,
    `PUT /api/forgotpassword/findaccount HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"username": "alice.`,
  )
  await slow.connected
  // Meanwhile another client is answered as usual.
  const other = await fetch(`http://127.0.0.1:${port}/config.json`)
  expect(other.status).toBe(200)
  const answer = await slow.answer
  const waited = Date.now() - started
  expect(answer.startsWith("HTTP/1.1 408 ")).toBe(true)
  expect(JSON.parse(bodyOf(answer))).toEqual({ message: expect.any(String) })
  expect(waited).toBeGreaterThanOrEqual(1_900)
  expect(waited).toBeLessThan(2_000 + 200 + 1_500)
})

test("headers that never finish get a 408 too", async () => {
  const { app } = await startTestServer({
    connections: { headersMs: 500, requestMs: 1_000, checkEveryMs: 200 },
  })
  const slow = openSocket(await listen(app), "GET /api/accounts HTTP/1.1\r\nHost: 127.0.0.1\r\n")
  const answer = await slow.answer
  expect(answer.startsWith("HTTP/1.1 408 ")).toBe(true)
})

test("by default a request that never finishes is let go within 30 s, Node's own limits set to match", async () => {
  expect(latestLetGoMs(defaultConnectionLimits)).toBeLessThanOrEqual(30_000)
  // A connection silent mid-request is not closed before the 408 can be sent.
  expect(defaultConnectionLimits.silentMs).toBeGreaterThanOrEqual(latestLetGoMs(defaultConnectionLimits))
  const { app } = await buildMockServer({ mockEndpoints: false })
  try {
    expect(app.server.requestTimeout).toBe(defaultConnectionLimits.requestMs)
    expect(app.server.headersTimeout).toBe(defaultConnectionLimits.headersMs)
    expect(app.server.timeout).toBe(defaultConnectionLimits.silentMs)
    expect(app.server.keepAliveTimeout).toBe(defaultConnectionLimits.keepAliveMs)
  } finally {
    await app.close()
  }
})

test("a client holding its quota of open connections has more closed at once; others still connect", async () => {
  const { app } = await startTestServer({ connections: { perClient: 3 } })
  const port = await listen(app)
  const held = [openSocket(port), openSocket(port), openSocket(port)]
  await Promise.all(held.map((connection) => connection.connected))
  const extra = openSocket(port)
  expect(await extra.answer).toBe("")
  // One closed, one more may open, and it is served.
  held[0]?.socket.destroy()
  await held[0]?.answer
  const fine = await rawExchange(
    port,
    "GET /config.json HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
  )
  expect(fine.startsWith("HTTP/1.1 200 ")).toBe(true)
  for (const connection of held) connection.socket.destroy()
})

test("browsers' six connections, and the bench's fifty, fit within the default quota", () => {
  expect(defaultConnectionLimits.perClient).toBeGreaterThanOrEqual(50)
})

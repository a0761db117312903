import { connect } from "node:net"
import { expect, test } from "vitest"
import { startTestServer } from "../testing/mock-server.ts"

/** Sends raw bytes to the server and reads everything it answers until it closes the connection. */
const rawExchange = (port: number, request: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port }, () => socket.end(request))
    const chunks: Array<Buffer> = []
    socket.on("data", (chunk: Buffer) => chunks.push(chunk))
    socket.on("error", reject)
    socket.on("close", () => resolve(Buffer.concat(chunks).toString("utf8")))
  })

test("headers over 16 KB get a JSON 400 in the contract's shape, not Node's bare 431", async () => {
  const { app } = await startTestServer()
  await app.listen({ host: "127.0.0.1", port: 0 })
  const address = app.server.address()
  const port = typeof address === "object" && address !== null ? address.port : 0
  const answer = await rawExchange(
    port,
    `GET /api/accounts HTTP/1.1\r\nHost: 127.0.0.1\r\nx-padding: ${"a".repeat(20 * 1024)}\r\n\r\n`,
  )
  expect(answer.startsWith("HTTP/1.1 400 ")).toBe(true)
  expect(answer).toContain("content-type: application/json")
  const body: unknown = JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4))
  expect(body).toEqual({ message: expect.stringContaining("headers are too large"), problems: [] })
  // An ordinary request on a new connection is still served.
  const fine = await rawExchange(
    port,
    "GET /config.json HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
  )
  expect(fine.startsWith("HTTP/1.1 200 ")).toBe(true)
})

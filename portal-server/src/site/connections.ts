import type { Server } from "node:http"
import type { Socket } from "node:net"

/**
 * How long a client may take to send a request, and how many connections it may hold open. A slow sender
 * is answered 408 within 30 s even when Node looks just after the limit. The cap is well above a
 * browser's six connections per origin and the bench's fifty, and far below what would tie up the server.
 */
export const defaultConnectionLimits = {
  /** From the connection's first byte until the request's headers are all in. */
  headersMs: 10_000,
  /** From the connection's first byte until the whole request, body included, is in. */
  requestMs: 20_000,
  /** How often Node looks for requests past those limits: a slow sender is let go at most this much later. */
  checkEveryMs: 2_000,
  /** A connection silent this long in the middle of a request or an answer is closed. */
  silentMs: 30_000,
  /** An idle kept-alive connection is closed after this. */
  keepAliveMs: 5_000,
  /** Open connections per client address; more are closed as they arrive. */
  perClient: 100,
}

export type ConnectionLimits = Readonly<typeof defaultConnectionLimits>

/** Request headers beyond this are refused (client-errors.ts says so in its answer). */
export const maxHeaderBytes = 16 * 1024

/**
 * Fastify's options for these limits; Node's headersTimeout and check interval go under `http`, as
 * Fastify sets only the request timeout after making the server, too late for the headers' default.
 */
export const serverLimits = (limits: ConnectionLimits) => ({
  requestTimeout: limits.requestMs,
  connectionTimeout: limits.silentMs,
  keepAliveTimeout: limits.keepAliveMs,
  http: {
    maxHeaderSize: maxHeaderBytes,
    headersTimeout: limits.headersMs,
    requestTimeout: limits.requestMs,
    connectionsCheckingInterval: limits.checkEveryMs,
  },
})

/**
 * Counts open sockets per remote address and closes one beyond the cap as it arrives: a single client
 * cannot hold hundreds of half-sent requests.
 */
export const capConnectionsPerClient = (server: Server, perClient: number): void => {
  const open = new Map<string, number>()
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? ""
    const count = open.get(address) ?? 0
    if (count >= perClient) {
      socket.destroy()
      return
    }
    open.set(address, count + 1)
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1
      if (left > 0) open.set(address, left)
      else open.delete(address)
    })
  })
}

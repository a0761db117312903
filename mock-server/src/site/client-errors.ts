import type { Socket } from "node:net"

/**
 * What Node's parser refuses before Fastify sees it, answered 400 in the contract's shape, never Node's
 * bare 431, which the portal would read as "invalid credentials" (spec §8).
 */
export const answerClientError = (error: Error & { readonly code?: string }, socket: Socket): void => {
  if (!socket.writable) {
    socket.destroy()
    return
  }
  const message =
    error.code === "HPE_HEADER_OVERFLOW"
      ? "Invalid request: its headers are too large (16 KB at most)"
      : "Invalid request: it could not be read as HTTP"
  const body = JSON.stringify({ message, problems: [] })
  socket.end(
    [
      "HTTP/1.1 400 Bad Request",
      "content-type: application/json; charset=utf-8",
      `content-length: ${Buffer.byteLength(body)}`,
      "cache-control: no-store",
      "connection: close",
      "",
      body,
    ].join("\r\n"),
  )
}

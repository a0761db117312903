import type { Socket } from "node:net"
import { maxHeaderBytes } from "./connections.ts"

type ClientError = Error & { readonly code?: string }

/** The answer Node has under way on this socket, if any (Node keeps it there, undocumented). */
const answerUnderWay = (socket: Socket): { readonly headersSent: boolean; readonly method: string } => {
  const response: unknown = Reflect.get(socket, "_httpMessage")
  if (typeof response !== "object" || response === null) return { headersSent: false, method: "" }
  const request: unknown = "req" in response ? response.req : undefined
  return {
    headersSent: "headersSent" in response && response.headersSent === true,
    method:
      typeof request === "object" &&
      request !== null &&
      "method" in request &&
      typeof request.method === "string"
        ? request.method
        : "",
  }
}

/** A refused request line Node kept with the error, when the refused bytes start with it. */
const refusedMethod = (error: ClientError): string => {
  const packet: unknown = "rawPacket" in error ? error.rawPacket : undefined
  return Buffer.isBuffer(packet)
    ? (/^([A-Z]+) /.exec(packet.subarray(0, 16).toString("latin1"))?.[1] ?? "")
    : ""
}

const answerOf = (error: ClientError): { readonly status: string; readonly body: object } => {
  switch (error.code) {
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return { status: "408 Request Timeout", body: { message: "The request did not arrive in time" } }
    case "HPE_HEADER_OVERFLOW":
      return {
        status: "400 Bad Request",
        body: {
          message: `Invalid request: its headers are too large (${maxHeaderBytes / 1024} KB at most)`,
          problems: [],
        },
      }
    default:
      return {
        status: "400 Bad Request",
        body: { message: "Invalid request: it could not be read as HTTP", problems: [] },
      }
  }
}

/**
 * What Node refuses before Fastify sees it, answered in the contract's shapes: a 400 for what cannot be
 * read, never Node's bare 431, which the portal would read as "invalid credentials" (spec §8), and a 408
 * for a request that did not arrive in time. An answer to HEAD has no body.
 */
export const answerClientError = (error: ClientError, socket: Socket): void => {
  const underWay = answerUnderWay(socket)
  // Once an answer has begun, any more bytes would corrupt it: the connection just ends.
  if (!socket.writable || underWay.headersSent) {
    socket.destroy()
    return
  }
  const { status, body } = answerOf(error)
  const json = JSON.stringify(body)
  const head = (underWay.method || refusedMethod(error)) === "HEAD"
  socket.end(
    [
      `HTTP/1.1 ${status}`,
      "content-type: application/json; charset=utf-8",
      `content-length: ${Buffer.byteLength(json)}`,
      "cache-control: no-store",
      "connection: close",
      "",
      head ? "" : json,
    ].join("\r\n"),
  )
}

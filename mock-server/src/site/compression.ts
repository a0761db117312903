import { Readable } from "node:stream"
import { isStreamedBody, type StreamedBody } from "@billpath/contract"
import compress from "@fastify/compress"
import type { FastifyInstance, FastifyReply } from "fastify"

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route's handler compresses its own large answers (`sendCompressible`): no compression hook
     * runs on its answers, so small ones cost nothing.
     */
    readonly compressesOwnAnswers?: boolean
  }
}

/** Answers smaller than this are sent as they are: compressing them saves too little. */
export const compressionThreshold = 1024

/**
 * Compression of everything the mock serves from `compressionThreshold` bytes on, when the client accepts
 * it. @fastify/compress looks at every answer in an onSend hook; the contract's routes
 * (`compressesOwnAnswers`) skip that hook and hand only their large answers to `reply.compress`, since
 * most API answers are small JSON (docs/decisions/016-mock-server-throughput.md). Request bodies are
 * still inflated where a route takes one.
 */
export const registerCompression = async (app: FastifyInstance): Promise<void> => {
  // Runs before the plugin's own onRoute hook (added below): every other route gets the plugin's
  // onSend compression, as with `global: true`.
  app.addHook("onRoute", (route) => {
    if (route.config?.compressesOwnAnswers !== true && route.compress === undefined)
      route.compress = { threshold: compressionThreshold }
  })
  await app.register(compress, { global: false, globalDecompression: true, threshold: compressionThreshold })
}

/** Sends an answer body, compressed by @fastify/compress's rules when it is large and the client accepts it. */
export const sendCompressible = (
  reply: FastifyReply,
  body: string | Uint8Array | StreamedBody | undefined,
): FastifyReply => {
  if (isStreamedBody(body)) {
    // Produced while it is sent, so memory stays flat whatever the file's size; compressed on the way
    // when the client accepts it.
    const stream = Readable.from(body)
    if (reply.request.headers["accept-encoding"] === undefined) return reply.send(stream)
    reply.compress(stream)
    return reply
  }
  if (body === undefined || reply.request.headers["accept-encoding"] === undefined) return reply.send(body)
  const payload = typeof body === "string" ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength)
  if (Buffer.byteLength(payload) < compressionThreshold) return reply.send(payload)
  reply.compress(payload)
  return reply
}

import { Readable } from "node:stream"
import { isStreamedBody, type StreamedBody } from "@billpath/contract"
import compress from "@fastify/compress"
import type { FastifyInstance, FastifyReply } from "fastify"

declare module "fastify" {
  interface FastifyContextConfig {
    /** The handler compresses its own large answers (`sendCompressible`), so no hook runs on its answers. */
    readonly compressesOwnAnswers?: boolean
  }
}

/** Answers smaller than this are sent as they are: compressing them saves too little. */
export const compressionThreshold = 1024

/** The plugin's compression for other routes; the contract's routes compress only their large answers. */
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
    // Streamed as produced, so memory stays flat; compressed on the way when the client accepts it.
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

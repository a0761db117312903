import type { InputType } from "node:zlib"
import { gzipAsync } from "@gfx/zopfli"

/**
 * Zopfli's gzip, for vite-plugin-compression2's `.gz` copies: the format any client inflates, smaller than
 * zlib's best level, and slow, which is paid once per build rather than on each request.
 */
export const zopfliGzip = async (input: InputType): Promise<Buffer> =>
  Buffer.from(
    await gzipAsync(
      typeof input === "string"
        ? Buffer.from(input)
        : ArrayBuffer.isView(input)
          ? new Uint8Array(input.buffer, input.byteOffset, input.byteLength)
          : new Uint8Array(input),
      { numiterations: 10 },
    ),
  )

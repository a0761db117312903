import type { InputType } from "node:zlib"
import { gzipAsync } from "@gfx/zopfli"

/** Smaller than zlib's best gzip and slow, which is paid once per build rather than on each request. */
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

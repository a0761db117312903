import { readdir, readFile, stat, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { promisify } from "node:util"
import { brotliCompress, constants } from "node:zlib"
import { gzipAsync as zopfliGzip } from "@gfx/zopfli"
import type { Plugin } from "vite"

const brotli = promisify(brotliCompress)

/** Text files a browser asks for; source maps are left out (only developer tools read them). */
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/u
/** Smaller files are sent as they are, as the mock's compression does (site/compression.ts). */
const threshold = 1024

const filesBelow = async (folder: string): Promise<ReadonlyArray<string>> => {
  const entries = await readdir(folder, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? filesBelow(join(folder, entry.name))
        : Promise.resolve([join(folder, entry.name)]),
    ),
  )
  return nested.flat()
}

/** Writes `file.br` and `file.gz` beside a file, each only when it is smaller than the file itself. */
export const precompress = async (file: string): Promise<void> => {
  const bytes = await readFile(file)
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    }),
    // Zopfli writes the same gzip format as zlib, which any client inflates, about 3 % smaller than
    // zlib's best level (about 4 kB less on the sign-in page's first load). It is slow (about 10 s for
    // the whole build), which is paid once here rather than on each request.
    zopfliGzip(bytes, { numiterations: 10 }),
  ])
  if (br.byteLength < bytes.byteLength) await writeFile(`${file}.br`, br)
  if (gz.byteLength < bytes.byteLength) await writeFile(`${file}.gz`, gz)
}

/**
 * Compresses the built files once, with Brotli's best level and Zopfli's gzip, for servers that send a file's
 * `.br` or `.gz` sibling to a browser that accepts it (the mock: @fastify/static's `preCompressed`; nginx:
 * `brotli_static`, `gzip_static`). Compressing each answer on the fly costs the server CPU on every
 * request and uses a faster, weaker level: the first-load JavaScript is about 14 % smaller this way.
 */
export const precompressedAssets = (): Plugin => {
  let outDir = "dist"
  return {
    name: "billpath:precompressed-assets",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir.startsWith("/")
        ? config.build.outDir
        : join(config.root, config.build.outDir)
    },
    async closeBundle() {
      const files = (await filesBelow(outDir)).filter((file) => compressible.test(file))
      const large = await Promise.all(
        files.map(async (file) => ((await stat(file)).size >= threshold ? file : "")),
      )
      await Promise.all(large.filter((file) => file !== "").map(precompress))
    },
  }
}

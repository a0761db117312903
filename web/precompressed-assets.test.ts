import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { brotliDecompressSync, constants, gunzipSync, gzipSync } from "node:zlib"
import { describe, expect, test } from "vitest"
import { precompress } from "./precompressed-assets.ts"

/** Real minified JavaScript, like the build's chunks: React DOM's production client. */
const sampleScript = readFileSync(
  join(dirname(createRequire(import.meta.url).resolve("react-dom")), "cjs", "react-dom-client.production.js"),
)

describe("the build's compressed copies", () => {
  test("inflate to the file, the gzip one smaller than zlib's best level makes it", async () => {
    const folder = mkdtempSync(join(tmpdir(), "precompressed-"))
    try {
      const file = join(folder, "chunk.js")
      writeFileSync(file, sampleScript)
      await precompress(file)
      const gzipped = readFileSync(`${file}.gz`)
      expect(gunzipSync(gzipped).equals(sampleScript)).toBe(true)
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(sampleScript)).toBe(true)
      const zlibBest = gzipSync(sampleScript, { level: constants.Z_BEST_COMPRESSION }).byteLength
      expect(gzipped.byteLength).toBeLessThan(zlibBest * 0.98)
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  }, 30_000)
})

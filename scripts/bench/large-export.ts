/**
 * The large export: the mock's bulk switch gives the bench persona 100,000 charges,
 * then charges.csv is fetched as a browser would (gzip accepted), a few times. Reported: time to the
 * first and the last byte, the bytes, the rows, and the mock process's resident memory before and at its
 * highest during the download (read from /proc many times a second), which stays flat when the file streams.
 */
import { onCleanup } from "./cleanup.ts"
import { benchPersona, signInToken, startMock } from "./mock.ts"
import { residentMb } from "./resident-memory.ts"

export interface ExportRun {
  readonly firstByteMs: number
  readonly lastByteMs: number
  readonly bytes: number
  readonly rows: number
  readonly rssBeforeMb: number
  readonly rssPeakMb: number
}

export interface LargeExport {
  readonly rows: number
  readonly runs: ReadonlyArray<ExportRun>
}

const countLines = (bytes: Uint8Array): number =>
  bytes.reduce((count, byte) => (byte === 0x0a ? count + 1 : count), 0)

export const runLargeExport = async (
  rows: number,
  runs: number,
  heapLimitMb?: number,
): Promise<LargeExport> => {
  const mock = await startMock("mock server (large export)", heapLimitMb === undefined ? {} : { heapLimitMb })
  const stop = onCleanup(mock.name, mock.stop)
  try {
    const token = await signInToken(mock.url)
    const account = benchPersona.accountNumber
    const switched = await fetch(`${mock.url}/__mock/bulk-charges?account=${account}&rows=${rows}`, {
      method: "POST",
    })
    await switched.arrayBuffer()
    if (switched.status !== 204) throw new Error(`POST /__mock/bulk-charges answered ${switched.status}`)
    const results: Array<ExportRun> = []
    for (let run = 0; run < runs; run += 1) {
      const rssBefore = residentMb(mock.pid) ?? Number.NaN
      let rssPeak = rssBefore
      const sampler = setInterval(() => {
        rssPeak = Math.max(rssPeak, residentMb(mock.pid) ?? rssPeak)
      }, 10)
      const started = performance.now()
      const response = await fetch(
        `${mock.url}/api/charges/download?startDate=2025-11-22&endDate=2026-11-22`,
        {
          headers: { authorization: `Bearer ${token}`, "accept-language": "en", "accept-encoding": "gzip" },
        },
      )
      if (response.status !== 200 || response.body === null) {
        clearInterval(sampler)
        throw new Error(`GET /api/charges/download answered ${response.status}`)
      }
      let firstByte: number | undefined
      const chunks: Array<Uint8Array> = []
      for await (const chunk of response.body) {
        firstByte ??= performance.now() - started
        chunks.push(chunk)
      }
      const lastByte = performance.now() - started
      clearInterval(sampler)
      const body = new Uint8Array(Buffer.concat(chunks))
      results.push({
        firstByteMs: firstByte ?? lastByte,
        lastByteMs: lastByte,
        bytes: body.byteLength,
        rows: countLines(body) - 1,
        rssBeforeMb: rssBefore,
        rssPeakMb: rssPeak,
      })
    }
    return { rows, runs: results }
  } finally {
    await stop()
  }
}

/**
 * The soak: a bounded number of mixed requests against one mock process — sign-ins,
 * renewals, sign-outs, visitor passes for quick pay and password reset, card pages opened, reads and
 * malformed requests — while its resident memory is read. Each sign-in, pass and page is something the
 * server must keep, so memory would grow with the count if nothing were forgotten; it should level off.
 * The mock's rate limits are raised for this process only: what is measured is what it keeps, not the
 * limiter (which answers 429 from a bounded store).
 */

import { field, stringOrUndefined } from "./checks.ts"
import { onCleanup } from "./cleanup.ts"
import { benchPersona, passwordParameter, startMock } from "./mock.ts"
import { residentMb } from "./resident-memory.ts"

export interface SoakSample {
  readonly requests: number
  readonly rssMb: number
}

export interface SoakResult {
  /** The mock's JavaScript heap cap (--max-old-space-size), when it had one. */
  readonly heapLimitMb: number | undefined
  readonly requests: number
  readonly concurrency: number
  readonly seconds: number
  /** Answers by status, e.g. { "200": 61000, "204": 9000, "400": 10000 }. */
  readonly statuses: Readonly<Record<string, number>>
  readonly failures: number
  /** After the warm-up, the highest seen, and at the end. */
  readonly rssStartMb: number
  readonly rssPeakMb: number
  readonly rssEndMb: number
  readonly samples: ReadonlyArray<SoakSample>
}

interface Tokens {
  readonly access: string
  readonly refresh: string
}

const json = { "content-type": "application/json" }

export const runSoak = async (
  total: number,
  concurrency: number,
  warmup: number,
  heapLimitMb?: number,
): Promise<SoakResult> => {
  const mock = await startMock("mock server (soak)", {
    env: { MOCK_RATE_PER_CLIENT: "10000000", MOCK_RATE_PER_ACCOUNT: "10000000" },
    ...(heapLimitMb === undefined ? {} : { heapLimitMb }),
  })
  const stop = onCleanup(mock.name, mock.stop)
  try {
    const signInQuery = new URLSearchParams({
      username: benchPersona.username,
      password: passwordParameter(benchPersona.password),
    })
    const recent: Array<Tokens> = []
    const remember = (tokens: Tokens) => {
      recent.push(tokens)
      if (recent.length > 64) recent.shift()
    }
    const pick = (index: number): Tokens | undefined => recent[index % Math.max(1, recent.length)]
    const bearer = (tokens: Tokens | undefined) => ({ authorization: `Bearer ${tokens?.access ?? "none"}` })

    const request = async (index: number): Promise<number> => {
      const tokens = pick(index)
      switch (index % 10) {
        case 0: {
          const response = await fetch(`${mock.url}/api/login?${signInQuery}`)
          const body: unknown = await response.json()
          const access = stringOrUndefined(field(body, "auth_token", "access_token"))
          const refresh = stringOrUndefined(field(body, "auth_token", "refresh_token"))
          if (access !== undefined && refresh !== undefined) remember({ access, refresh })
          return response.status
        }
        case 1: {
          const response = await fetch(
            `${mock.url}/api/refreshtoken?${new URLSearchParams({ refresh_token: tokens?.refresh ?? "none" })}`,
          )
          const body: unknown = await response.json()
          const access = stringOrUndefined(field(body, "access_token"))
          const refresh = stringOrUndefined(field(body, "refresh_token"))
          if (access !== undefined && refresh !== undefined) remember({ access, refresh })
          return response.status
        }
        case 2:
          return send(fetch(`${mock.url}/api/accounts`, { headers: bearer(tokens) }))
        case 3:
          return send(fetch(`${mock.url}/api/bills?page=1&pageSize=10`, { headers: bearer(tokens) }))
        case 4:
          return send(
            fetch(`${mock.url}/api/quickpay/findaccount`, {
              method: "PUT",
              headers: json,
              body: JSON.stringify({ billingPointID: "1002003003", servicePointID: "WTR-77810" }),
            }),
          )
        case 5:
          return send(
            fetch(`${mock.url}/api/forgotpassword/findaccount`, {
              method: "PUT",
              headers: json,
              body: JSON.stringify({ accountNumber: "1002003001", serviceID: "TEL-5550101" }),
            }),
          )
        case 6:
          return send(
            fetch(`${mock.url}/api/payment/redirecturl?languageCode=en&isMakePayment=true`, {
              headers: bearer(tokens),
            }),
          )
        case 7:
          return send(fetch(`${mock.url}/api/me`, { headers: bearer(tokens) }))
        case 8:
          // A malformed request: a password that is not base64url, a username with symbols.
          return send(fetch(`${mock.url}/api/login?username=%3Cscript%3E&password=*`))
        default:
          return send(fetch(`${mock.url}/api/logout`, { method: "POST", headers: bearer(pick(index + 7)) }))
      }
    }

    const statuses: Record<string, number> = {}
    const samples: Array<SoakSample> = []
    let next = 0
    let done = 0
    let failures = 0
    let rssStart = Number.NaN
    let rssPeak = 0
    const sampleEvery = Math.max(1, Math.floor(total / 10))
    const sampler = setInterval(() => {
      if (done >= warmup) rssPeak = Math.max(rssPeak, residentMb(mock.pid) ?? 0)
    }, 50)
    const started = performance.now()
    const worker = async () => {
      while (next < total) {
        const index = next
        next += 1
        try {
          const status = await request(index)
          statuses[String(status)] = (statuses[String(status)] ?? 0) + 1
        } catch {
          failures += 1
        }
        done += 1
        if (done === warmup) rssStart = residentMb(mock.pid) ?? Number.NaN
        if (done % sampleEvery === 0)
          samples.push({ requests: done, rssMb: residentMb(mock.pid) ?? Number.NaN })
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker))
    clearInterval(sampler)
    const rssEnd = residentMb(mock.pid) ?? Number.NaN
    return {
      heapLimitMb,
      requests: done,
      concurrency,
      seconds: (performance.now() - started) / 1000,
      statuses,
      failures,
      rssStartMb: rssStart,
      rssPeakMb: Math.max(rssPeak, rssEnd),
      rssEndMb: rssEnd,
      samples,
    }
  } finally {
    await stop()
  }
}

/** Reads the answer to the end (so the connection is reused) and gives its status. */
const send = async (pending: Promise<Response>): Promise<number> => {
  const response = await pending
  await response.arrayBuffer()
  return response.status
}

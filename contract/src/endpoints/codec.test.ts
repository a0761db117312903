import { Result } from "effect"
import { describe, expect, test } from "vitest"
import { call, type Transport } from "./call.ts"
import { contentDispositionOf, fileNameOfContentDisposition } from "./content-disposition.ts"
import { decodeBadRequest } from "./decode-answer.ts"
import { requestDecoder } from "./decode-request.ts"
import { badRequestAnswer, outcomeEncoder } from "./encode-answer.ts"
import type { Endpoint, EndpointInput } from "./endpoint.ts"
import { endpoints } from "./index.ts"
import { badRequest, fail, type ServerOutcome, success } from "./server-outcome.ts"
import type { EncodedRequest, RawAnswer } from "./wire.ts"
import { isStreamedBody } from "./wire.ts"

/** What a router does: the path's parameters by name, unescaped. */
const paramsOf = (endpoint: Endpoint, path: string): Record<string, string> => {
  const pattern = new RegExp(`^${endpoint.path.replace(/\{([A-Za-z0-9_]+)\}/g, "(?<$1>[^/]+)")}$`)
  return Object.fromEntries(
    Object.entries(pattern.exec(path)?.groups ?? {}).map(([name, value]) => [
      name,
      decodeURIComponent(value),
    ]),
  )
}

/**
 * Client and server halves of the codec meet here with nothing in between: the request the client
 * encodes is what the server decodes, and the answer the server encodes is what the client decodes.
 */
const inProcess =
  <E extends Endpoint>(
    endpoint: E,
    handle: (input: EndpointInput<E>) => ServerOutcome<E>,
    seen: Array<EncodedRequest> = [],
  ): Transport =>
  async (request) => {
    seen.push(request)
    const decoded = requestDecoder(endpoint)({
      params: paramsOf(endpoint, request.path),
      query: request.query,
      body: request.body === undefined ? undefined : JSON.parse(request.body),
    })
    const answer = Result.isFailure(decoded)
      ? badRequestAnswer(decoded.failure)
      : outcomeEncoder(endpoint)(handle(decoded.success), decoded.success)
    if (isStreamedBody(answer.body)) throw new Error("these round trips send no streamed file")
    const raw: RawAnswer = {
      status: answer.status,
      headers: answer.headers,
      bytes:
        typeof answer.body === "string"
          ? new TextEncoder().encode(answer.body)
          : (answer.body ?? new Uint8Array()),
    }
    return raw
  }

describe("one codec, both sides", () => {
  test("a query travels as strings and the success comes back decoded", async () => {
    const seen: Array<EncodedRequest> = []
    const outcome = await call(
      endpoints.verifyRecaptchaToken,
      { query: { token: "t", version: "v3" } },
      inProcess(endpoints.verifyRecaptchaToken, ({ query }) => success(query.token === "t"), seen),
    )
    expect(outcome).toEqual({ _tag: "success", value: true })
    expect(seen[0]).toMatchObject({
      name: "verifyRecaptchaToken",
      method: "GET",
      host: "api",
      path: "/verifyrecaptchatoken",
      query: { token: "t", version: "v3" },
      body: undefined,
      needsToken: false,
    })
  })

  test("a password is transformed on the wire and decoded back for the handler", async () => {
    const seen: Array<EncodedRequest> = []
    let received = ""
    const outcome = await call(
      endpoints.changePassword,
      { body: { currentPassword: "Sunrise2026!", newPassword: "Meadow2027!" } },
      inProcess(
        endpoints.changePassword,
        ({ body }) => {
          received = body.currentPassword
          return fail("invalid")
        },
        seen,
      ),
    )
    expect(received).toBe("Sunrise2026!")
    expect(seen[0]?.body).not.toContain("Sunrise2026!")
    expect(outcome).toEqual({ _tag: "invalid", status: 431 })
  })

  test("a meaning with a body carries it; the status comes from the declaration", async () => {
    const outcome = await call(
      endpoints.updatePaymentMethod,
      {
        body: { username: "alice.martin", isManual: true, languageCode: "en" },
      },
      inProcess(endpoints.updatePaymentMethod, () => fail("rejected", ["Card declined"])),
    )
    expect(outcome).toEqual({ _tag: "rejected", status: 435, body: ["Card declined"] })
  })

  test("a download is named once, from the request, and read back from Content-Disposition", async () => {
    const outcome = await call(
      endpoints.downloadBill,
      { query: { statementDate: "2026-11-13" } },
      inProcess(endpoints.downloadBill, () => success(new Uint8Array([37, 80, 68, 70]))),
    )
    expect(outcome).toEqual({
      _tag: "success",
      value: {
        fileName: "2026-11-13.pdf",
        contentType: "application/pdf",
        bytes: new Uint8Array([37, 80, 68, 70]),
      },
    })
  })

  test("a path parameter is escaped on the way and restored", async () => {
    let lang = ""
    await call(
      endpoints.getPortalTexts,
      { params: { lang: "fr" } },
      inProcess(endpoints.getPortalTexts, ({ params }) => {
        lang = params.lang
        return fail("notFound")
      }),
    )
    expect(lang).toBe("fr")
  })

  test("a 400 is failed for a caller, and its problems can still be read", async () => {
    let answer: RawAnswer | undefined
    const transport = inProcess(endpoints.getPortalTexts, () => badRequest([]))
    const outcome = await call(endpoints.getPortalTexts, { params: { lang: "fr" } }, async (request) => {
      answer = await transport(request)
      return answer
    })
    expect(outcome._tag).toBe("failed")
    expect(answer && decodeBadRequest(answer)).toEqual({ message: "Invalid request: ", problems: [] })
  })

  test("401 is unauthorized on a signed-in endpoint and failed on a public one", async () => {
    const answer401: Transport = async () => ({
      status: 401,
      headers: {},
      bytes: new TextEncoder().encode('{"message":"expired"}'),
    })
    expect(await call(endpoints.getAccounts, {}, answer401)).toEqual({ _tag: "unauthorized" })
    expect((await call(endpoints.getConfig, {}, answer401))._tag).toBe("failed")
  })

  test("an undeclared status, a wrong shape or a broken transport is failed, never a value", async () => {
    const answering =
      (status: number, text: string): Transport =>
      async () => ({ status, headers: {}, bytes: new TextEncoder().encode(text) })
    expect((await call(endpoints.getMe, {}, answering(431, '{"message":"x"}')))._tag).toBe("failed")
    expect((await call(endpoints.getMe, {}, answering(200, '{"username":1}')))._tag).toBe("failed")
    expect((await call(endpoints.getMe, {}, answering(200, "not json")))._tag).toBe("failed")
    const broken: Transport = () => Promise.reject(new Error("offline"))
    expect(await call(endpoints.getMe, {}, broken)).toEqual({ _tag: "failed", reason: "getMe: offline" })
  })

  test("a handler cannot fail with a meaning its endpoint does not declare", () => {
    // @ts-expect-error: getBills declares no 431
    const undeclared: ServerOutcome<typeof endpoints.getBills> = fail("invalid")
    // @ts-expect-error: 435 carries the server's messages
    const withoutBody: ServerOutcome<typeof endpoints.updatePaymentMethod> = fail("rejected")
    const declared: ServerOutcome<typeof endpoints.login> = fail("locked")
    // And should one get past the compiler, the server refuses to send it rather than guess a status.
    expect(() =>
      outcomeEncoder(endpoints.getBills)(undeclared, { query: { page: 1, pageSize: 10 } }),
    ).toThrow("getBills has no invalid status")
    const manual = { body: { username: "alice.martin", isManual: true, languageCode: "en" } } as const
    expect(() => outcomeEncoder(endpoints.updatePaymentMethod)(withoutBody, manual)).toThrow()
    const locked = outcomeEncoder(endpoints.login)(declared, {
      query: { username: "alice.martin", password: "Sunrise2026!" },
    })
    expect(locked.status).toBe(432)
  })
})

describe("Content-Disposition", () => {
  test.each(["2026-11-13.pdf", "usage-detail.csv", "relevé 2026.pdf"])(
    "%s is written and read back",
    (name) => {
      expect(fileNameOfContentDisposition(contentDispositionOf(name))).toBe(name)
    },
  )

  test("a header with only the quoted form, or none, is read too", () => {
    expect(fileNameOfContentDisposition('attachment; filename="charges.csv"')).toBe("charges.csv")
    expect(fileNameOfContentDisposition(undefined)).toBeUndefined()
  })
})

import { connect } from "node:net"
import { describe, expect, test } from "vitest"
import { startTestServer } from "../testing/mock-server.ts"
import { isJsonInUtf8 } from "./media-type.ts"

const url = "/api/forgotpassword/findaccount"
const json = JSON.stringify({ accountNumber: "1", serviceID: "2", lastName: "M" })

describe("a request body must be JSON in UTF-8", () => {
  test.each([
    ["text/plain", json],
    ["text/plain; charset=utf-8", json],
    ["application/json; charset=utf-16", Buffer.from(json, "utf16le")],
    ["application/json; charset=iso-8859-1", json],
    ["application/x-www-form-urlencoded", "accountNumber=1"],
    ["application/xml", "<a/>"],
  ])("a body sent as %s gets a 415 in the contract's shape", async (contentType, payload) => {
    const { app } = await startTestServer()
    const answer = await app.inject({ method: "PUT", url, headers: { "content-type": contentType }, payload })
    expect(answer.statusCode).toBe(415)
    expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8")
    expect(answer.headers["cache-control"]).toBe("no-store")
    expect(answer.json()).toEqual({ message: expect.stringContaining("application/json") })
  })

  test("a body without a content type gets a 415; no body at all the usual 400", async () => {
    const { app } = await startTestServer()
    const untyped = await app.inject({ method: "PUT", url, payload: Buffer.from(json) })
    expect(untyped.statusCode).toBe(415)
    const none = await app.inject({ method: "PUT", url })
    expect(none.statusCode).toBe(400)
    expect(none.json()).toEqual({ message: expect.any(String), problems: expect.any(Array) })
  })

  test.each(["application/json", "application/json; charset=utf-8", 'Application/JSON; Charset="UTF-8"'])(
    "a body sent as %s is read and checked against the contract",
    async (contentType) => {
      const { app } = await startTestServer()
      const answer = await app.inject({
        method: "PUT",
        url,
        headers: { "content-type": contentType },
        payload: "{}",
      })
      expect(answer.statusCode).toBe(400)
      expect(answer.json()).toEqual({ message: expect.any(String), problems: expect.any(Array) })
    },
  )

  test("endpoints without a body do not look at the content type", async () => {
    const { app } = await startTestServer()
    const answer = await app.inject({
      method: "GET",
      url: "/config.json",
      headers: { "content-type": "text/plain" },
    })
    expect(answer.statusCode).toBe(200)
  })

  test("what counts as JSON in UTF-8", () => {
    expect(isJsonInUtf8("application/json")).toBe(true)
    expect(isJsonInUtf8("application/json;charset=utf-8")).toBe(true)
    expect(isJsonInUtf8("application/json; boundary=x")).toBe(true)
    expect(isJsonInUtf8("application/json; charset=utf-16")).toBe(false)
    expect(isJsonInUtf8("application/jsonp")).toBe(false)
    expect(isJsonInUtf8("text/json")).toBe(false)
    expect(isJsonInUtf8("")).toBe(false)
  })
})

describe("answers to HEAD have no body", () => {
  /** A HEAD request over a real socket: inject would not show what Node leaves out. */
  const head = (port: number, path: string): Promise<string> =>
    new Promise((resolve, reject) => {
      // Written without closing its side: the server closes the connection once it has answered.
      const socket = connect({ host: "127.0.0.1", port }, () =>
        socket.write(`HEAD ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
      )
      const chunks: Array<Buffer> = []
      socket.on("data", (chunk: Buffer) => chunks.push(chunk))
      socket.on("error", reject)
      socket.on("close", () => resolve(Buffer.concat(chunks).toString("utf8")))
    })

  test("an unknown API path, a refusal and a too-long path parameter: headers only", async () => {
    const { app } = await startTestServer()
    await app.listen({ host: "127.0.0.1", port: 0 })
    const address = app.server.address()
    const port = typeof address === "object" && address !== null ? address.port : 0
    for (const [path, status] of [
      ["/api/nothing", 404],
      ["/api/accounts", 401],
      [`/api/accounts/${"1".repeat(200)}/summary`, 414],
    ] as const) {
      const answer = await head(port, path)
      expect(answer.startsWith(`HTTP/1.1 ${status} `), answer).toBe(true)
      expect(answer.toLowerCase()).toContain("cache-control: no-store")
      expect(answer.endsWith("\r\n\r\n"), path).toBe(true)
    }
  })
})

// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from "vitest"
import { apiUnreachableEvent } from "./client.ts"
import { createLazyApiClient, onFirstInteraction } from "./lazy-api-client.ts"

const user = {
  firstName: "Alice",
  lastName: "Martin",
  companyName: "",
  username: "alice.martin",
  notificationEmailAddress: "alice@example.com",
  languagePreferenceCode: "en",
  prefLanguageCode: "en",
  securityQuestionAnswers: [],
  resetPasswordRequired: false,
}

const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  })

/** A client over a fake network that answers each request with the next of `answers`. */
const clientAnswering = (...answers: Array<Response | Error>) => {
  const requests: Array<{ url: string; authorization: string | null }> = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input)
    requests.push({ url, authorization: new Headers(init?.headers).get("authorization") })
    const next = answers.shift()
    if (next === undefined || next instanceof Error) throw next ?? new Error("no more answers")
    return next
  })
  let token = "old"
  const renewSession = vi.fn(async () => {
    token = "new"
    return true
  })
  const api = createLazyApiClient({
    apiRoot: "https://api.example/api/",
    siteRoot: "",
    language: () => "en",
    accessToken: () => token,
    renewSession,
    fetch,
  })
  return { api, requests, renewSession }
}

afterEach(() => {
  vi.doUnmock("./client.ts")
  vi.resetModules()
})

describe("the API client's one door", () => {
  test("gives the answer decoded by the contract", async () => {
    const { api, requests } = clientAnswering(answer(200, user))
    expect(await api.call("getMe", {})).toEqual({ _tag: "success", value: user })
    expect(requests).toEqual([{ url: "https://api.example/api/me", authorization: "Bearer old" }])
  })

  test("an answer that breaks the contract is failed", async () => {
    const { api } = clientAnswering(answer(200, { ...user, username: 1 }))
    expect((await api.call("getMe", {}))._tag).toBe("failed")
  })

  test("on a 401 renews the session once and retries with the new token", async () => {
    const { api, requests, renewSession } = clientAnswering(answer(401), answer(200, user))
    expect((await api.call("getMe", {}))._tag).toBe("success")
    expect(renewSession).toHaveBeenCalledTimes(1)
    expect(requests.map((request) => request.authorization)).toEqual(["Bearer old", "Bearer new"])
  })

  test("a second 401 after the renewal is unauthorized, without another renewal", async () => {
    const { api, renewSession } = clientAnswering(answer(401), answer(401))
    expect(await api.call("getMe", {})).toEqual({ _tag: "unauthorized" })
    expect(renewSession).toHaveBeenCalledTimes(1)
  })

  test("no answer at all is failed, and told on the page", async () => {
    const told = vi.fn()
    addEventListener(apiUnreachableEvent, told)
    const { api } = clientAnswering(new TypeError("Failed to fetch"))
    expect((await api.call("getMe", {}))._tag).toBe("failed")
    expect(told).toHaveBeenCalledTimes(1)
    removeEventListener(apiUnreachableEvent, told)
  })

  test("a client that cannot be loaded is failed, and is loaded again on the next call", async () => {
    let loads = 0
    vi.doMock("./client.ts", async (original) => {
      loads += 1
      if (loads === 1) throw new Error("the network dropped")
      return original()
    })
    const { createLazyApiClient: create } = await import("./lazy-api-client.ts")
    const api = create({
      apiRoot: "https://api.example/api",
      siteRoot: "",
      language: () => "en",
      accessToken: () => undefined,
      renewSession: async () => false,
      fetch: async () => answer(200, user),
    })
    expect(await api.call("getMe", {})).toEqual({
      _tag: "failed",
      reason: expect.stringContaining("the API client could not be loaded"),
    })
    expect(await api.call("getMe", {})).toEqual({ _tag: "success", value: user })
  })
})

describe("onFirstInteraction", () => {
  test("waits for the customer's first key, touch or focus, then runs once", () => {
    const task = vi.fn()
    onFirstInteraction(task)
    window.dispatchEvent(new Event("load"))
    expect(task, "the page's load is not an interaction").not.toHaveBeenCalled()
    document.body.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true }))
    expect(task).toHaveBeenCalledTimes(1)
    document.body.dispatchEvent(new FocusEvent("focusin", { bubbles: true }))
    document.body.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true }))
    expect(task).toHaveBeenCalledTimes(1)
  })
})

import {
  type Endpoint,
  type EndpointInput,
  type EndpointName,
  type Endpoints,
  endpoints,
} from "@billpath/contract"
import type { FastifyInstance } from "fastify"
import { describe, expect, test } from "vitest"
import { call } from "../testing/contract-client.ts"
import { examples } from "../testing/examples.ts"
import { startTestServer } from "../testing/mock-server.ts"
import { tokensByLevel } from "../testing/tokens.ts"

const names = Object.keys(endpoints).filter((name): name is EndpointName => name in endpoints)

const levelFor = (endpoint: Endpoint) => (endpoint.access === "public" ? undefined : endpoint.access[0])

const callNamed = <K extends EndpointName>(
  app: FastifyInstance,
  name: K,
  input: EndpointInput<Endpoints[K]>,
  token: string | undefined,
) => call(app, endpoints[name], input, { token })

/**
 * A ceremony's success needs an authenticator's answer to a fresh challenge: the static example gets its
 * declared refusal here, and passkeys.test.ts proves the success with a software authenticator.
 */
const provenElsewhere: Partial<Record<EndpointName, number>> = {
  registerPasskey: 431,
  signInWithPasskey: 431,
  removePasskey: 404,
}

const lastCode = async (app: FastifyInstance): Promise<string> => {
  const outbox: unknown = (await app.inject({ method: "GET", url: "/__mock/outbox" })).json()
  const items = typeof outbox === "object" && outbox !== null ? Reflect.get(outbox, "items") : undefined
  const last: unknown = Array.isArray(items) ? items.at(-1) : undefined
  const code = typeof last === "object" && last !== null ? Reflect.get(last, "code") : undefined
  return typeof code === "string" ? code : ""
}

describe("every contract endpoint is served, and answers a valid request with its declared success", () => {
  test.each(names)("%s", async (name) => {
    const endpoint: Endpoint = endpoints[name]
    // The extensions are off by default; lakeside-utilities offers them.
    const { app, context } = await startTestServer({
      announce: () => undefined,
      ...(endpoint.extension === true ? { themeId: "lakeside-utilities" } : {}),
    })
    const tokens = await tokensByLevel(app, context)
    const level = levelFor(endpoint)
    const token = level === undefined ? undefined : tokens[level]
    if (name === "getPaymentReceipt" && token !== undefined) {
      // The receipt belongs to the sign-in that paid: give this token's sign-in one.
      const signInId = context.store.state.tokens.get(token)?.signInId ?? ""
      context.store.state.receipts.set(signInId, {
        paymentAmount: 10,
        cardTypeText: "VISA",
        displayCardNumber: "************4242",
        paymentDate: "2026-11-22T15:00:00.000Z",
        referenceNumber: "PMT-1",
      })
    }
    const refresh_token = [...context.store.state.refreshTokens.keys()][0] ?? ""
    const answer =
      name === "refreshToken"
        ? await callNamed(app, "refreshToken", { query: { refresh_token } }, undefined)
        : name === "submitSecondFactorCode"
          ? await callNamed(app, name, { body: { code: await lastCode(app) } }, token)
          : await callNamed(app, name, examples[name], token)
    const refusal = provenElsewhere[name]
    if (refusal === undefined) expect([200, 204], answer.response.body).toContain(answer.status)
    else expect(answer.status, answer.response.body).toBe(refusal)
    if (level !== undefined) {
      expect((await callNamed(app, name, examples[name], undefined)).status).toBe(401)
    }
  })
})

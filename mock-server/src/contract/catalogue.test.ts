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

describe("every contract endpoint is served, and answers a valid request with its declared success", () => {
  test.each(names)("%s", async (name) => {
    const { app, context } = await startTestServer({ announce: () => undefined })
    const endpoint: Endpoint = endpoints[name]
    const tokens = await tokensByLevel(app)
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
        : await callNamed(app, name, examples[name], token)
    expect([200, 204], answer.response.body).toContain(answer.status)
    if (level !== undefined) {
      expect((await callNamed(app, name, examples[name], undefined)).status).toBe(401)
    }
  })
})

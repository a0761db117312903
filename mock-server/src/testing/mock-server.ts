import { endpoints } from "@billpath/contract"
import type { FastifyInstance } from "fastify"
import { afterEach } from "vitest"
import { buildMockServer, type MockServerOptions } from "../app.ts"
import type { ServerContext } from "../context.ts"
import { call } from "./contract-client.ts"
import { type ManualClock, manualClock } from "./manual-clock.ts"

/** The fixed start of every test: history is generated relative to it. */
export const testNow = new Date("2026-11-22T15:00:00.000Z")

export interface TestServer {
  readonly app: FastifyInstance
  readonly context: ServerContext
  readonly clock: ManualClock
}

const started: Array<FastifyInstance> = []
afterEach(async () => {
  await Promise.all(started.splice(0).map((app) => app.close()))
})

/** A mock server on a clock that moves only when the test says, closed after the test. */
export const startTestServer = async (
  options: Omit<MockServerOptions, "clock"> = {},
): Promise<TestServer> => {
  const clock = manualClock(testNow)
  const { app, context } = await buildMockServer({ ...options, clock })
  await app.ready()
  started.push(app)
  return { app, context, clock }
}

/** Signs in and returns the access token; fails the test when sign-in does not succeed. */
export const signIn = async (app: FastifyInstance, username: string, password: string): Promise<string> => {
  const answer = await call(app, endpoints.login, { query: { username, password } })
  if (answer.status !== 200 || !("value" in answer)) {
    throw new Error(`sign-in of ${username} answered ${answer.status}: ${answer.response.body}`)
  }
  return answer.value.auth_token.access_token
}

/** A test server with a persona signed in, and the persona's token. */
export const startSignedIn = async (
  persona: { readonly username: string; readonly password: string },
  themeId?: string,
): Promise<TestServer & { readonly token: string }> => {
  const server = await startTestServer(themeId === undefined ? {} : { themeId })
  return { ...server, token: await signIn(server.app, persona.username, persona.password) }
}

export const personas = {
  alice: { username: "alice.martin", password: "Sunrise2026!" },
  bruno: { username: "bruno.tremblay", password: "Erable2026!" },
  carla: { username: "carla.nguyen", password: "Harbor2026!" },
  northwind: { username: "northwind.ops", password: "Fleet2026!" },
  rosa: { username: "reset.required", password: "Temp2026!" },
  luc: { username: "locked.out", password: "Unlock2026!" },
} as const

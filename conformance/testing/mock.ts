import { buildMockServer } from "@billpath/mock-server"

export interface RunningMock {
  /** The mock's origin, e.g. http://127.0.0.1:40123; its API is under /api. */
  readonly origin: string
  readonly close: () => Promise<void>
}

/** A fresh mock provider on 127.0.0.1 and a port of the system's choosing, with its seeded personas. */
export const startMock = async (): Promise<RunningMock> => {
  const { app } = await buildMockServer()
  await app.listen({ port: 0, host: "127.0.0.1" })
  const address = app.server.address()
  if (typeof address !== "object" || address === null) throw new Error("the mock is not listening")
  return { origin: `http://127.0.0.1:${address.port}`, close: () => app.close() }
}

export const alice = {
  username: "alice.martin",
  password: "Sunrise2026!",
  account: { number: "1002003001", service: "TEL-5550101" },
} as const

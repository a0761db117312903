import { mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { openApiDocument } from "@billpath/contract"
import swagger from "@fastify/swagger"
import swaggerUi from "@fastify/swagger-ui"
import type { FastifyInstance } from "fastify"
import type { ServerContext } from "../context.ts"

/** What the mock's API reference adds to the provider API's description: its demo switches. */
const mockNotes = [
  "**This is the mock server.** Demo switches, which a real provider does not have:",
  "- E-mails the provider would send — the temporary password of `PUT /forgotpassword/sendemail` — are readable at `GET /__mock/outbox`; the portal itself never shows them.",
  "- `POST /__mock/reset` restores the seeded data (personas, passwords, locks, tokens, outbox).",
  "- `POST /__mock/bulk-charges?account=1002003001&rows=100000` gives an account a generated charge history of that many rows, to try a large `charges.csv` (streamed as it is made); `rows=0` or a reset takes it away.",
  "- The low-friction robot check (`GET /verifyrecaptchatoken`) fails usernames starting with `robot.` and service IDs starting with `ROBOT-`; the visible check's token is `demo-v2-ticked`.",
].join("\n")

/** Mock-only endpoints, never part of the provider API (README "Mock server"). */
export const registerMockRoutes = async (app: FastifyInstance, context: ServerContext): Promise<void> => {
  app.post("/__mock/reset", (_request, reply) => {
    context.store.reset()
    return reply.code(204).send()
  })

  // A generated charge history for one account, to show a large export; `rows` 0 or a reset takes it away.
  app.post("/__mock/bulk-charges", (request, reply) => {
    const query = typeof request.query === "object" && request.query !== null ? request.query : {}
    const accountNumber: unknown = Reflect.get(query, "account")
    const rows = Number(Reflect.get(query, "rows"))
    if (typeof accountNumber !== "string" || !context.store.state.accounts.has(accountNumber)) {
      return reply.code(400).send({ message: "account: the number of a seeded account" })
    }
    if (!Number.isInteger(rows) || rows < 0 || rows > 1_000_000) {
      return reply.code(400).send({ message: "rows: a whole number from 0 to 1,000,000" })
    }
    if (rows === 0) context.store.state.bulkCharges.delete(accountNumber)
    else context.store.state.bulkCharges.set(accountNumber, rows)
    return reply.code(204).send()
  })

  app.get("/__mock/outbox", (_request, reply) =>
    reply.header("cache-control", "no-store").send({ items: context.store.state.outbox }),
  )

  const api = openApiDocument()
  const document = { ...api, info: { ...api.info, description: `${api.info.description}\n\n${mockNotes}` } }
  app.get("/__mock/openapi.json", (_request, reply) => reply.send(document))

  // @fastify/swagger's document type disagrees with the contract's read-only JSON types; handing it
  // the document as a file sidesteps that without a cast.
  const directory = await mkdtemp(join(tmpdir(), "billpath-openapi-"))
  const path = join(directory, "openapi.json")
  await writeFile(path, JSON.stringify(document))
  await app.register(swagger, { mode: "static", specification: { path, baseDir: directory } })
  // The plugin has read the file while registering; every start would otherwise leave a directory behind.
  await rm(directory, { recursive: true, force: true })
  await app.register(swaggerUi, {
    routePrefix: "/__mock/docs",
    uiConfig: { docExpansion: "list", deepLinking: true, validatorUrl: null },
  })
}

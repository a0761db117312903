/**
 * A bare Fastify answering one fixed answer on every GET: the floor the mock's `GET /api/accounts` is
 * compared with. Run as its own process by throughput.ts:
 *   PORT, HOST; BENCH_BODY_FILE (the answer's bytes), BENCH_HEADERS_FILE (its headers, a JSON object of
 *   strings: content type, security headers …); BENCH_LOGGER=info|off.
 * With BENCH_LOGGER=info it logs as mock-server/src/app.ts does under `npm start`: pino at info to standard
 * output, with the same request serializer (method and path, never the query string).
 */
import { readFileSync } from "node:fs"
import Fastify from "fastify"

const setting = (name: string): string => {
  const value = process.env[name]
  if (value === undefined || value === "") throw new Error(`bare server: ${name} is not set`)
  return value
}

// A copy of app.ts's serializer (not exported there): logging the same fields costs the same.
const requestSerializer = (request: { method: string; url: string }) => ({
  method: request.method,
  url: request.url.split("?")[0] ?? "",
})

const isHeaders = (value: unknown): value is Readonly<Record<string, string>> =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((header) => typeof header === "string")

const body = readFileSync(setting("BENCH_BODY_FILE"))
const headers: unknown = JSON.parse(readFileSync(setting("BENCH_HEADERS_FILE"), "utf8"))
if (!isHeaders(headers)) throw new Error("bare server: BENCH_HEADERS_FILE is not an object of header strings")
const logger = setting("BENCH_LOGGER")

const app = Fastify({
  logger: logger === "off" ? false : { level: logger, serializers: { req: requestSerializer } },
  bodyLimit: 64 * 1024,
})
app.get("/*", (_request, reply) => {
  reply.headers(headers).send(body)
})

const shutdown = () => {
  void app.close().then(() => process.exit(0))
}
process.once("SIGINT", shutdown)
process.once("SIGTERM", shutdown)

await app.listen({ port: Number(setting("PORT")), host: setting("HOST") })

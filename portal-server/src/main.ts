import { buildPortalServer } from "./app.ts"
import { readPortalOptions } from "./options.ts"

const start = async () => {
  const options = readPortalOptions(process.argv.slice(2), process.env)
  const app = await buildPortalServer(options, { logger: true })
  const shutdown = () => {
    void app.close().then(() => process.exit(0))
  }
  process.once("SIGINT", shutdown)
  process.once("SIGTERM", shutdown)
  await app.listen({ port: options.port, host: options.host })
  const address = app.server.address()
  const port = typeof address === "object" && address !== null ? address.port : options.port
  const host = options.host === "0.0.0.0" ? "127.0.0.1" : options.host
  process.stdout.write(
    `\nBillpath portal (theme ${options.theme.id}): http://${host}:${port}\nAPI: ${options.apiRoot}\nCard page: ${options.paymentOrigin}\n\n`,
  )
}

// A bad option or theme is told in one message, without a stack: it is the operator's to fix, not ours.
await start().catch((error: unknown) => {
  process.stderr.write(`serve:portal: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(2)
})

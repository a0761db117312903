import { createServer } from "node:net"

export const host = "127.0.0.1"

/** A port free on 127.0.0.1 now (the system picks it); a server started right after takes it. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, host, () => {
      const address = server.address()
      const port = typeof address === "object" && address !== null ? address.port : undefined
      server.close(() => (port === undefined ? reject(new Error("no port from the system")) : resolve(port)))
    })
  })

import { existsSync } from "node:fs"
import { join } from "node:path"
import { uriTooLongStatus } from "@billpath/contract"
import fastifyStatic from "@fastify/static"
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"

/**
 * Paths that are never pages: an unknown one is a 404 answer, not the app. The API and the mock's tools
 * share the host only on the mock, but a portal served alone answers them 404 too, not with a page.
 */
const nonPagePrefixes = ["/api/", "/__mock/", "/theme/", "/themes/", "/language/"]

const placeholderPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Billpath mock server</title></head>
<body><main><h1>Billpath mock server</h1>
<p>The API is running. The web app has not been built: run <code>npm start</code> at the project root.</p>
<p><a href="/__mock/docs">API reference</a></p></main></body></html>`

const wantsPage = (request: FastifyRequest): boolean => {
  const path = request.url.split("?")[0] ?? "/"
  if (request.method !== "GET" && request.method !== "HEAD") return false
  if (nonPagePrefixes.some((prefix) => path.startsWith(prefix))) return false
  // A path with a file extension is a missing asset, not a page of the app.
  return !/\.[A-Za-z0-9]+$/.test(path)
}

/** The built web app; any other page path gets index.html for the router, unknown API or asset paths 404. */
export const registerWebApp = async (app: FastifyInstance, webRoot: string): Promise<void> => {
  const indexFile = join(webRoot, "index.html")
  const built = existsSync(indexFile)
  if (built) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: "/",
      // The build's .br and .gz of each text file are sent as they are, not compressed again per request.
      preCompressed: true,
      // Vite puts a content hash in every file name under assets/: they never change.
      setHeaders: (response, path) => {
        const immutable = path.includes(join(webRoot, "assets"))
        response.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache")
      },
    })
  }
  // A path whose parameter is too long for the router ends here, not at the router's 414: it gets that
  // 414 here, as it does when no app is built.
  const maxParamLength = app.initialConfig.maxParamLength ?? 100
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsPage(request)) {
      const path = request.url.split("?")[0] ?? "/"
      if (path.split("/").some((segment) => segment.length > maxParamLength)) {
        return reply
          .code(uriTooLongStatus)
          .type("application/json; charset=utf-8")
          .send({ message: `A part of the path is longer than ${maxParamLength} characters` })
      }
      return reply.code(404).type("application/json; charset=utf-8").send({ message: "Not found" })
    }
    if (built) return reply.header("cache-control", "no-cache").sendFile("index.html")
    return reply.type("text/html; charset=utf-8").send(placeholderPage)
  })
}

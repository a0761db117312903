import { existsSync } from "node:fs"
import { join } from "node:path"
import { uriTooLongStatus } from "@billpath/contract"
import fastifyStatic from "@fastify/static"
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import { apiPrefix } from "../context.ts"

/** Paths that are never pages: an unknown one is a 404 answer, not the app. */
const nonPagePrefixes = [`${apiPrefix}/`, "/__mock/", "/theme/", "/themes/", "/language/"]

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

/**
 * Serves the built web app from `webRoot`; any other page path gets its index.html so the app's router
 * can take over (deep links, reloads). Unknown API and asset paths get a 404 answer in JSON.
 */
export const registerWebApp = async (app: FastifyInstance, webRoot: string): Promise<void> => {
  const indexFile = join(webRoot, "index.html")
  const built = existsSync(indexFile)
  if (built) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: "/",
      // The build writes a `.br` and a `.gz` of each text file (web/vite.config.ts): sent as they
      // are to a browser that accepts them, instead of being compressed again on every request.
      preCompressed: true,
      // Vite puts a content hash in every file name under assets/: they never change.
      setHeaders: (response, path) => {
        const immutable = path.includes(join(webRoot, "assets"))
        response.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache")
      },
    })
  }
  // The app's wildcard route takes every path the API's routes do not, so one whose parameter is too long
  // for Fastify's router to read ends here rather than at the router's 414: it gets that 414 here, as it
  // does when no app is built.
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

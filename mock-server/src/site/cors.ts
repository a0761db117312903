import { endpoints } from "@billpath/contract"
import cors, { type FastifyCorsOptions } from "@fastify/cors"
import type { FastifyInstance } from "fastify"
import { apiPrefix } from "../context.ts"

/** The methods of the contract's API endpoints: all a preflight may ask for. */
const apiMethods = [
  ...new Set(
    Object.values(endpoints)
      .filter((endpoint) => endpoint.host === "api")
      .map((endpoint) => endpoint.method),
  ),
]

/** A portal on another origin reads the API's answers and the headers exposed here; bearer tokens need no credentials. */
export const registerCors = async (app: FastifyInstance, origins: ReadonlyArray<string>): Promise<void> => {
  const apiOptions: FastifyCorsOptions = {
    origin: [...origins],
    methods: apiMethods,
    allowedHeaders: ["authorization", "content-type", "accept", "accept-language"],
    exposedHeaders: ["content-disposition", "content-type", "retry-after", "ratelimit", "ratelimit-policy"],
    credentials: false,
    maxAge: 600,
  }
  // The site's own documents and pages stay same-origin: only the API is opened.
  await app.register(cors, {
    delegator: (request, answer) =>
      answer(null, request.url.startsWith(`${apiPrefix}/`) ? apiOptions : { origin: false }),
  })
}

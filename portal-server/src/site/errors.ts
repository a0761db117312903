import type { FastifyError, FastifyInstance } from "fastify"

/** Requests Fastify refuses get a 4xx in the contract's shapes; anything else is our defect, a 500. */
export const registerErrorAnswers = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      const body =
        status === 400
          ? { message: `Invalid request: ${error.message}`, problems: [] }
          : { message: error.message }
      return reply.code(status).type("application/json; charset=utf-8").send(body)
    }
    request.log.error({ err: error }, "unexpected failure")
    return reply.code(500).type("application/json; charset=utf-8").send({ message: "Something went wrong" })
  })
}

import { JsonSchema, SchemaAST, SchemaRepresentation } from "effect"
import { needsToken } from "./endpoints/derive.ts"
import type { Answer, ContractSchema, Endpoint } from "./endpoints/endpoint.ts"
import { endpointList } from "./endpoints/index.ts"
import { fileBounds, textBounds } from "./entities/bounds.ts"
import { BadRequest, ErrorMessage } from "./entities/problem.ts"
import { jsonSchemaGaps } from "./json-schema-gaps.ts"
import { badRequestStatus, statuses, unsupportedMediaTypeStatus, uriTooLongStatus } from "./statuses.ts"

type JsonObject = { readonly [key: string]: unknown }

type Response = JsonObject & { readonly description: string; readonly headers?: JsonObject }

export type OpenApiDocument = ReturnType<typeof openApiDocument>

/** The JSON Schema of a contract schema; the document asks twice: to collect them, then to use them. */
type SchemaOf = (ast: SchemaAST.AST) => JsonSchema.JsonSchema

const parametersOf = (place: "path" | "query", schema: ContractSchema | undefined, schemaOf: SchemaOf) => {
  if (schema === undefined) return []
  const ast = schema.ast
  if (!SchemaAST.isObjects(ast)) throw new Error("path and query schemas must be structs")
  return ast.propertySignatures.map((signature) => ({
    name: String(signature.name),
    in: place,
    required: place === "path" || !SchemaAST.isOptional(signature.type),
    schema: schemaOf(signature.type),
  }))
}

const successResponse = (answer: Answer, schemaOf: SchemaOf): [string, Response] => {
  switch (answer.kind) {
    case "json":
      return ["200", { description: "Success", content: json(schemaOf(answer.schema.ast)) }]
    case "file":
      return [
        "200",
        {
          description: `The file, saved as ${answer.fileName}`,
          headers: {
            "Content-Disposition": {
              description: `attachment; filename="${answer.fileName}"`,
              schema: { type: "string", maxLength: textBounds.text },
            },
          },
          content: {
            [answer.contentType]: {
              schema: {
                type: "string",
                format: "binary",
                description: `At most ${fileBounds[answer.contentType]} bytes`,
                maxLength: fileBounds[answer.contentType],
              },
            },
          },
        },
      ]
    case "empty":
      return ["204", { description: "Done" }]
  }
}

/** Every answer's headers: the IETF draft's RateLimit fields, and the CORS origin of an API on another host. */
const answerHeaders = (endpoint: Endpoint, status: number): JsonObject => {
  const limited = endpoint.errors.some((meaning) => meaning.status === statuses.tooMany.status)
  const rateLimit = (whenLimited: string, otherwise: string) => ({
    description: limited ? whenLimited : otherwise,
    required: limited && status !== badRequestStatus,
    schema: { type: "string", maxLength: textBounds.text },
  })
  return {
    RateLimit: rateLimit(
      'What is left of each policy: "client";r=<requests left>;t=<seconds until the window resets>, then "account" where the request names one',
      "What is left of each rate-limit policy, where the provider limits this operation (the mock does not)",
    ),
    "RateLimit-Policy": rateLimit(
      'The policies: "client";q=<requests>;w=<seconds> per client address, then "account" per account tried',
      "The rate-limit policies, where the provider limits this operation (the mock does not)",
    ),
    "Access-Control-Allow-Origin": {
      description:
        "The portal's origin, sent by a provider whose API answers on another origin than the portal (an apiRoot on another host); the mock sends it on its API's answers to a portal origin it was started with (--cors-origin), and none otherwise",
      required: false,
      schema: { type: "string", maxLength: textBounds.url },
    },
    ...(status === statuses.tooMany.status
      ? {
          "Retry-After": {
            description: "Seconds to wait before trying again",
            required: true,
            schema: { type: "integer", format: "int32", minimum: 0, maximum: 86_400 },
          },
        }
      : {}),
  }
}

const operationOf = (endpoint: Endpoint, schemaOf: SchemaOf): JsonObject => {
  const parameters = [
    ...parametersOf("path", endpoint.params, schemaOf),
    ...parametersOf("query", endpoint.query, schemaOf),
  ]
  const requestBody =
    endpoint.body === undefined
      ? {}
      : { requestBody: { required: true, content: json(schemaOf(endpoint.body.ast)) } }
  const message = (description: string) => ({ description, content: json(schemaOf(ErrorMessage.ast)) })
  const responses: Record<string, Response> = Object.fromEntries([
    successResponse(endpoint.success, schemaOf),
    ["400", { description: "The request broke the contract", content: json(schemaOf(BadRequest.ast)) }],
  ])
  // Status keys are integer-like, so the document lists them in numeric order whatever the order here.
  if (endpoint.params !== undefined) {
    responses[String(uriTooLongStatus)] = message("A path parameter too long to read (over 100 characters)")
  }
  if (endpoint.body !== undefined) {
    responses[String(unsupportedMediaTypeStatus)] = message("The body is not application/json in UTF-8")
  }
  if (needsToken(endpoint)) responses["401"] = message("Token missing, expired or retired: refresh and retry")
  for (const meaning of endpoint.errors) {
    const key = String(meaning.status)
    const earlier = responses[key]?.description
    responses[key] = {
      description: `${earlier === undefined ? "" : `${earlier}; `}${meaning.tag}: ${meaning.description}`,
      content: json(schemaOf((meaning.body ?? ErrorMessage).ast)),
    }
  }
  for (const [key, response] of Object.entries(responses)) {
    const headers = { ...response.headers, ...answerHeaders(endpoint, Number(key)) }
    responses[key] = { ...response, headers }
  }
  return {
    operationId: endpoint.name,
    summary: endpoint.summary,
    ...(endpoint.extension === true
      ? {
          description:
            "An extension beyond the provider's spec: Billpath's own, which a provider may leave out (the portal then hides what needs it).",
          "x-billpath-extension": true,
        }
      : {}),
    tags: [endpoint.host === "site" ? "site" : (endpoint.path.split("/")[1] ?? "api")],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...requestBody,
    responses,
    ...(needsToken(endpoint)
      ? { security: [{ bearer: [] }], "x-authorization-levels": endpoint.access }
      : { security: [] }),
  }
}

/** The OpenAPI 3.1 document of the provider API, derived from the endpoint values. */
export const openApiDocument = () => {
  // Every schema is lowered in one go, so the operations share their definitions.
  const asts: [SchemaAST.AST, ...Array<SchemaAST.AST>] = [BadRequest.ast, ErrorMessage.ast]
  for (const endpoint of endpointList)
    operationOf(endpoint, (ast) => {
      if (!asts.includes(ast)) asts.push(ast)
      return {}
    })
  const lowered = JsonSchema.toMultiDocumentOpenApi3_1(
    SchemaRepresentation.toJsonSchemaMultiDocument(SchemaRepresentation.toRepresentations(asts)),
  )
  const schemaOf: SchemaOf = (ast) => lowered.schemas[asts.indexOf(ast)] ?? {}
  const paths: Record<string, Record<string, unknown>> = {}
  for (const endpoint of endpointList) {
    const path = openApiPath(endpoint)
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operationOf(endpoint, schemaOf) }
  }
  return {
    openapi: "3.1.0" as const,
    info: {
      title: "Billpath provider API",
      version: "0.1.0",
      description: [
        "The API a provider puts behind the Billpath portal. Statuses 431-435 carry the meanings listed per operation.",
        "",
        "Every field rule JSON Schema can say is in the schemas below; what it cannot say, the server still checks:",
        ...Object.values(jsonSchemaGaps).map((gap) => `- ${gap}`),
      ].join("\n"),
    },
    // Servers are origins and paths start at the host's root: tools differ on a server's path.
    servers: [
      {
        url: "/",
        description:
          "The host this document is served from: the mock's /__mock/openapi.json, for local development",
        "x-internal": true,
      },
      {
        url: "http://127.0.0.1:8080",
        description: "The mock server as npm start runs it, for local development",
        "x-internal": true,
      },
    ],
    paths,
    components: {
      schemas: lowered.definitions,
      securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
    },
  }
}

export const openApiPath = (endpoint: Endpoint): string =>
  endpoint.host === "api" ? `/api${endpoint.path}` : endpoint.path

const json = (schema: JsonSchema.JsonSchema) => ({ "application/json": { schema } })

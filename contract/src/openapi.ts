import { JsonSchema, SchemaAST, SchemaRepresentation } from "effect"
import { needsToken } from "./endpoints/derive.ts"
import type { Answer, ContractSchema, Endpoint } from "./endpoints/endpoint.ts"
import { endpointList } from "./endpoints/list.ts"
import { fileBounds, textBounds } from "./entities/bounds.ts"
import { BadRequest, ErrorMessage } from "./entities/problem.ts"
import { jsonSchemaGaps } from "./json-schema-gaps.ts"
import { badRequestStatus, statuses, uriTooLongStatus } from "./statuses.ts"

type JsonObject = { readonly [key: string]: unknown }

export interface OpenApiDocument {
  readonly openapi: "3.1.0"
  readonly info: { readonly title: string; readonly version: string; readonly description: string }
  readonly servers: ReadonlyArray<{
    readonly url: string
    readonly description: string
    readonly "x-internal": boolean
  }>
  readonly paths: { readonly [path: string]: JsonObject }
  readonly components: {
    readonly schemas: JsonSchema.Definitions
    readonly securitySchemes: JsonObject
  }
}

/** Collects every schema the document mentions, then lowers them together so they share definitions. */
class SchemaPool {
  private readonly asts: Array<SchemaAST.AST> = []
  add(ast: SchemaAST.AST): number {
    this.asts.push(ast)
    return this.asts.length - 1
  }
  lower(): JsonSchema.MultiDocument<"openapi-3.1"> {
    const [first, ...rest] = this.asts
    if (first === undefined) throw new Error("the OpenAPI document mentions no schema")
    const representations = SchemaRepresentation.toRepresentations([first, ...rest])
    return JsonSchema.toMultiDocumentOpenApi3_1(
      SchemaRepresentation.toJsonSchemaMultiDocument(representations),
    )
  }
}

interface Property {
  readonly name: string
  readonly required: boolean
  readonly schema: number
}

const propertiesOf = (pool: SchemaPool, schema: ContractSchema | undefined): ReadonlyArray<Property> => {
  if (schema === undefined) return []
  const ast = schema.ast
  if (!SchemaAST.isObjects(ast)) throw new Error("path and query schemas must be structs")
  return ast.propertySignatures.map((signature) => ({
    name: String(signature.name),
    required: !SchemaAST.isOptional(signature.type),
    schema: pool.add(signature.type),
  }))
}

interface PlannedOperation {
  readonly endpoint: Endpoint
  readonly params: ReadonlyArray<Property>
  readonly query: ReadonlyArray<Property>
  readonly body: number | undefined
  readonly success: number | undefined
  readonly errorBodies: ReadonlyMap<number, number>
}

const successSchema = (pool: SchemaPool, answer: Answer): number | undefined =>
  answer.kind === "json" ? pool.add(answer.schema.ast) : undefined

const successResponse = (answer: Answer, schema: JsonSchema.JsonSchema | undefined): [string, JsonObject] => {
  switch (answer.kind) {
    case "json":
      return ["200", { description: "Success", content: { "application/json": { schema: schema ?? {} } } }]
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

export interface OpenApiOptions {
  readonly version?: string
  /** Where the API sits on the portal's host (config.json apiRoot); the mock serves it at /api. */
  readonly apiRoot?: string
}

/** The origin `npm start` (and the Docker image, published on the same port) serves the mock on. */
export const mockOrigin = "http://127.0.0.1:8080"

/**
 * Servers are origins and paths start at the host's root, because tools differ on a server's path
 * (Prism's proxy forwards the request's path as it is; few honour a path-level server).
 */
const servers = [
  {
    url: "/",
    description:
      "The host this document is served from: the mock's /__mock/openapi.json, for local development",
    "x-internal": true,
  },
  {
    url: mockOrigin,
    description: "The mock server as npm start runs it, for local development",
    "x-internal": true,
  },
] as const

/** Whether the server limits how often an operation is tried: those declare 429 (Too many attempts). */
const isRateLimited = (endpoint: Endpoint): boolean =>
  endpoint.errors.some((meaning) => meaning.status === statuses.tooMany.status)

const fieldText = { type: "string", maxLength: textBounds.text } as const

/**
 * The headers every answer declares: the IETF draft's RateLimit fields (always sent on the operations the
 * server limits, past Fastify's own body parsing; a provider may send them elsewhere too), and the CORS
 * origin a provider sends when its API answers on another origin than the portal's.
 */
const answerHeaders = (endpoint: Endpoint, status: number): JsonObject => {
  const limited = isRateLimited(endpoint)
  const sentAlways = limited && status !== badRequestStatus
  return {
    RateLimit: {
      description: limited
        ? 'What is left of each policy: "client";r=<requests left>;t=<seconds until the window resets>, then "account" where the request names one'
        : "What is left of each rate-limit policy, where the provider limits this operation (the mock does not)",
      required: sentAlways,
      schema: fieldText,
    },
    "RateLimit-Policy": {
      description: limited
        ? 'The policies: "client";q=<requests>;w=<seconds> per client address, then "account" per account tried'
        : "The rate-limit policies, where the provider limits this operation (the mock does not)",
      required: sentAlways,
      schema: fieldText,
    },
    "Access-Control-Allow-Origin": {
      description:
        "The portal's origin, sent by a provider whose API answers on another origin than the portal (an apiRoot on another host); the mock serves both from one origin and sends none",
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

/** The OpenAPI 3.1 document of the provider API, derived from the endpoint values. */
export const openApiDocument = (options: OpenApiOptions = {}): OpenApiDocument => {
  const { version = "0.1.0", apiRoot = "/api" } = options
  const pool = new SchemaPool()
  const badRequest = pool.add(BadRequest.ast)
  const errorMessage = pool.add(ErrorMessage.ast)
  const planned: ReadonlyArray<PlannedOperation> = endpointList.map((endpoint) => ({
    endpoint,
    params: propertiesOf(pool, endpoint.params),
    query: propertiesOf(pool, endpoint.query),
    body: endpoint.body === undefined ? undefined : pool.add(endpoint.body.ast),
    success: successSchema(pool, endpoint.success),
    errorBodies: new Map(
      endpoint.errors.flatMap((meaning) =>
        meaning.body === undefined ? [] : [[meaning.status, pool.add(meaning.body.ast)] as const],
      ),
    ),
  }))
  const lowered = pool.lower()
  const schemaAt = (index: number): JsonSchema.JsonSchema => lowered.schemas[index] ?? {}

  const paths: Record<string, Record<string, unknown>> = {}
  for (const operation of planned) {
    const { endpoint } = operation
    const parameters = [
      ...operation.params.map((param) => ({
        name: param.name,
        in: "path",
        required: true,
        schema: schemaAt(param.schema),
      })),
      ...operation.query.map((param) => ({
        name: param.name,
        in: "query",
        required: param.required,
        schema: schemaAt(param.schema),
      })),
    ]
    const message = (description: string) => ({ description, content: json(schemaAt(errorMessage)) })
    const responses: Record<string, unknown> = Object.fromEntries([
      successResponse(
        endpoint.success,
        operation.success === undefined ? undefined : schemaAt(operation.success),
      ),
      ["400", { description: "The request broke the contract", content: json(schemaAt(badRequest)) }],
    ])
    // Status keys are integer-like, so the document lists them in numeric order whatever the order here.
    if (operation.params.length > 0) {
      responses[String(uriTooLongStatus)] = message("A path parameter too long to read (over 100 characters)")
    }
    if (needsToken(endpoint))
      responses["401"] = message("Token missing, expired or retired: refresh and retry")
    for (const meaning of endpoint.errors) {
      const key = String(meaning.status)
      const bodyIndex = operation.errorBodies.get(meaning.status)
      const existing = responses[key]
      const description =
        typeof existing === "object" && existing !== null && "description" in existing
          ? `${String(existing.description)}; ${meaning.tag}: ${meaning.description}`
          : `${meaning.tag}: ${meaning.description}`
      responses[key] = {
        description,
        content: json(bodyIndex === undefined ? schemaAt(errorMessage) : schemaAt(bodyIndex)),
      }
    }
    for (const [key, response] of Object.entries(responses)) {
      if (typeof response !== "object" || response === null) continue
      const declared = "headers" in response && typeof response.headers === "object" ? response.headers : {}
      responses[key] = { ...response, headers: { ...declared, ...answerHeaders(endpoint, Number(key)) } }
    }
    const path = openApiPath(endpoint, apiRoot)
    const pathItem = paths[path] ?? {}
    pathItem[endpoint.method.toLowerCase()] = {
      operationId: endpoint.name,
      summary: endpoint.summary,
      tags: [endpoint.host === "site" ? "site" : areaOf(endpoint)],
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(operation.body === undefined
        ? {}
        : { requestBody: { required: true, content: json(schemaAt(operation.body)) } }),
      responses,
      ...(needsToken(endpoint)
        ? { security: [{ bearer: [] }], "x-authorization-levels": endpoint.access }
        : { security: [] }),
    }
    paths[path] = pathItem
  }

  return {
    openapi: "3.1.0",
    info: {
      title: "Billpath provider API",
      version,
      description: [
        "The API a provider puts behind the Billpath portal. Statuses 431-435 carry the meanings listed per operation.",
        "",
        "Every field rule JSON Schema can say is in the schemas below; what it cannot say, the server still checks:",
        ...Object.values(jsonSchemaGaps).map((gap) => `- ${gap}`),
      ].join("\n"),
    },
    servers,
    paths,
    components: {
      schemas: lowered.definitions,
      securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
    },
  }
}

/** An endpoint's path in the document: from the host's root. */
export const openApiPath = (endpoint: Endpoint, apiRoot = "/api"): string =>
  endpoint.host === "api" ? `${apiRoot}${endpoint.path}` : endpoint.path

const json = (schema: JsonSchema.JsonSchema) => ({ "application/json": { schema } })

const areaOf = (endpoint: Endpoint): string => endpoint.path.split("/")[1] ?? "api"

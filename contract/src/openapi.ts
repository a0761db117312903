import { JsonSchema, SchemaAST, SchemaRepresentation } from "effect"
import { needsToken } from "./endpoints/derive.ts"
import type { Answer, ContractSchema, Endpoint } from "./endpoints/endpoint.ts"
import { endpointList } from "./endpoints/list.ts"
import { BadRequest, ErrorMessage } from "./entities/problem.ts"

type JsonObject = { readonly [key: string]: unknown }

export interface OpenApiDocument {
  readonly openapi: "3.1.0"
  readonly info: { readonly title: string; readonly version: string; readonly description: string }
  readonly servers: ReadonlyArray<{ readonly url: string; readonly description: string }>
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
              schema: { type: "string" },
            },
          },
          content: { [answer.contentType]: { schema: { type: "string", format: "binary" } } },
        },
      ]
    case "empty":
      return ["204", { description: "Done" }]
  }
}

/** The OpenAPI 3.1 document of the provider API, derived from the endpoint values. */
export const openApiDocument = (version = "0.1.0"): OpenApiDocument => {
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
    const responses: Record<string, unknown> = Object.fromEntries([
      successResponse(
        endpoint.success,
        operation.success === undefined ? undefined : schemaAt(operation.success),
      ),
      ["400", { description: "The request broke the contract", content: json(schemaAt(badRequest)) }],
      ...(needsToken(endpoint)
        ? [
            [
              "401",
              {
                description: "Token missing, expired or retired: refresh and retry",
                content: json(schemaAt(errorMessage)),
              },
            ],
          ]
        : []),
    ])
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
    const pathItem =
      paths[endpoint.path] ??
      (endpoint.host === "site" ? { servers: [{ url: "/", description: "The portal's own host" }] } : {})
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
    paths[endpoint.path] = pathItem
  }

  return {
    openapi: "3.1.0",
    info: {
      title: "Billpath provider API",
      version,
      description:
        "The API a provider puts behind the Billpath portal. Statuses 431-435 carry the meanings listed per operation.",
    },
    servers: [{ url: "/api", description: "The API root (config.json apiRoot)" }],
    paths,
    components: {
      schemas: lowered.definitions,
      securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
    },
  }
}

const json = (schema: JsonSchema.JsonSchema) => ({ "application/json": { schema } })

const areaOf = (endpoint: Endpoint): string => endpoint.path.split("/")[1] ?? "api"

import { type ContractSchema, type Endpoint, jsonCodec, stringTreeCodec } from "@billpath/contract"
import { SchemaAST } from "effect"
import { SchemaJITCompiler } from "effect/schema"

/** The schemas an endpoint's answers are encoded with: its JSON success and its meanings' bodies. */
const answerSchemas = (endpoint: Endpoint): ReadonlyArray<ContractSchema> => [
  ...(endpoint.success.kind === "json" ? [endpoint.success.schema] : []),
  ...endpoint.errors.flatMap((meaning) => (meaning.body === undefined ? [] : [meaning.body])),
]

/**
 * Has Effect generate code for the endpoint's parsers instead of interpreting its schemas: the request
 * decoders (path and query as strings, the body as JSON), the re-check of the decoded input, and the
 * answer encoders (a codec's encoding side is its flipped AST). Interpreting was most of what remained
 * of an answer's cost once the encoders were compiled once (docs/decisions/016-mock-server-throughput.md).
 *
 * Same checks, same results: a value that fails the generated code is parsed again by the interpreter
 * for its detailed issues, and a schema the generator cannot handle stays interpreted. It must run
 * before the endpoint's decoders and encoders are first used, so at registration. Node only: it builds
 * functions with `new Function`, which the web app's CSP forbids, so the contract does not do it.
 */
export const compileEndpointSchemas = (endpoint: Endpoint): void => {
  for (const part of [endpoint.params, endpoint.query]) {
    if (part === undefined) continue
    SchemaJITCompiler.enable(stringTreeCodec(part).ast)
    SchemaJITCompiler.enable(part.ast)
  }
  if (endpoint.body !== undefined) {
    SchemaJITCompiler.enable(jsonCodec(endpoint.body).ast)
    SchemaJITCompiler.enable(endpoint.body.ast)
  }
  for (const schema of answerSchemas(endpoint))
    SchemaJITCompiler.enable(SchemaAST.flip(jsonCodec(schema).ast))
}

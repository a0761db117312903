import { type ContractSchema, type Endpoint, jsonCodec, stringTreeCodec } from "@billpath/contract"
import { SchemaAST } from "effect"
import { SchemaJITCompiler } from "effect/schema"

/** The schemas an endpoint's answers are encoded with: its JSON success and its meanings' bodies. */
const answerSchemas = (endpoint: Endpoint): ReadonlyArray<ContractSchema> => [
  ...(endpoint.success.kind === "json" ? [endpoint.success.schema] : []),
  ...endpoint.errors.flatMap((meaning) => (meaning.body === undefined ? [] : [meaning.body])),
]

// Generated parsers rather than interpreted schemas (docs/decisions/016-mock-server-throughput.md); a failing
// value is parsed again for its issues. Node only: the web app's CSP refuses `new Function`.
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

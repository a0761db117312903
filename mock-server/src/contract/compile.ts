import { type Endpoint, jsonCodec, stringTreeCodec } from "@billpath/contract"
import { SchemaAST } from "effect"
import { SchemaJITCompiler } from "effect/schema"

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
  // Answers are encoded: their JSON success and their meanings' bodies.
  const answers = [
    endpoint.success.kind === "json" ? endpoint.success.schema : undefined,
    ...endpoint.errors.map((meaning) => meaning.body),
  ]
  for (const schema of answers)
    if (schema !== undefined) SchemaJITCompiler.enable(SchemaAST.flip(jsonCodec(schema).ast))
}

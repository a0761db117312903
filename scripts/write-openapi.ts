// Writes the provider API's OpenAPI 3.1 document, derived from the contract, to a file.
import { mkdirSync, writeFileSync } from "node:fs"
import { dirname, resolve } from "node:path"
import { openApiDocument } from "../contract/src/openapi.ts"

const target = resolve(process.argv[2] ?? "contract/generated/openapi.json")
mkdirSync(dirname(target), { recursive: true })
writeFileSync(target, `${JSON.stringify(openApiDocument(), null, 2)}\n`)
console.log(`OpenAPI document written to ${target}`)

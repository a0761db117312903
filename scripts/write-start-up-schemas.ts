// Writes the start-up documents' JSON Schemas (contract/src/start-up/schemas.gen.ts) from the contract.
import { writeFileSync } from "node:fs"
import { resolve } from "node:path"
import { schemasSource } from "./start-up-schemas.ts"

writeFileSync(
  resolve(import.meta.dirname, "..", "contract", "src", "start-up", "schemas.gen.ts"),
  schemasSource(),
)

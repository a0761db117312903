// Writes the start-up documents' validators (contract/src/start-up/validators.gen.*) from the contract.
import { writeFileSync } from "node:fs"
import { resolve } from "node:path"
import { validatorsSource } from "./start-up-validators.ts"

const folder = resolve(import.meta.dirname, "..", "contract", "src", "start-up")
const { js, dts } = validatorsSource()
writeFileSync(resolve(folder, "validators.gen.js"), js)
writeFileSync(resolve(folder, "validators.gen.d.ts"), dts)

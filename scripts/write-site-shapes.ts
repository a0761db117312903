// Writes contract/src/light/site-shapes.gen.ts: the shapes of the start-up documents, from the contract.
import { writeFileSync } from "node:fs"
import { resolve } from "node:path"
import { siteShapesSource } from "../contract/src/light/site-shapes-source.ts"

const target = resolve(import.meta.dirname, "../contract/src/light/site-shapes.gen.ts")
writeFileSync(target, siteShapesSource())
console.log(`Shapes written to ${target}`)

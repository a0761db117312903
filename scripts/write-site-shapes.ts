// Writes the shapes under contract/src/light from the contract: the start-up documents' and the endpoints'.
import { writeFileSync } from "node:fs"
import { resolve } from "node:path"
import { endpointShapesSource } from "../contract/src/light/endpoint-shapes-source.ts"
import { siteOverrideShapesSource } from "../contract/src/light/site-override-shapes-source.ts"
import { siteShapesSource } from "../contract/src/light/site-shapes-source.ts"

const written = [
  ["site-shapes.gen.ts", siteShapesSource()],
  ["endpoint-shapes.gen.ts", endpointShapesSource()],
  ["site-override-shapes.gen.ts", siteOverrideShapesSource()],
] as const
for (const [name, source] of written) {
  const target = resolve(import.meta.dirname, "../contract/src/light", name)
  writeFileSync(target, source)
  console.log(`Shapes written to ${target}`)
}

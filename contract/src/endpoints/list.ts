import type { Endpoint } from "./endpoint.ts"
import { endpoints } from "./index.ts"

/** Every endpoint as a plain list, for derivations that walk them all (server routes, OpenAPI, fuzzing). */
export const endpointList: ReadonlyArray<Endpoint> = Object.values(endpoints)

import { Schema } from "effect"
import type { StatusMeaning } from "../statuses.ts"
import type { ContractSchema, Endpoint } from "./endpoint.ts"

const pathParamPattern = /\{([A-Za-z0-9_]+)\}/g

/** The route pattern a router understands: "/accounts/{accountNumber}" becomes "/accounts/:accountNumber". */
export const routePattern = (endpoint: Endpoint): string => endpoint.path.replace(pathParamPattern, ":$1")

export const fillPath = (endpoint: Endpoint, params: Readonly<Record<string, string>>): string =>
  endpoint.path.replace(pathParamPattern, (_, name: string) => encodeURIComponent(params[name] ?? ""))

/** One derived value per schema: Effect compiles a parser per codec object, so sharing it shares the work. */
export const oncePerSchema = <V>(derive: (schema: ContractSchema) => V): ((schema: ContractSchema) => V) => {
  const derived = new WeakMap<ContractSchema, { readonly value: V }>()
  return (schema) => {
    const known = derived.get(schema) ?? { value: derive(schema) }
    derived.set(schema, known)
    return known.value
  }
}

export const stringTreeCodec = oncePerSchema((schema) => Schema.toCodecStringTree(schema))

export const jsonCodec = oncePerSchema((schema) => Schema.toCodecJson(schema))

export const meaningOfStatus = (endpoint: Endpoint, status: number): StatusMeaning | undefined =>
  endpoint.errors.find((meaning) => meaning.status === status)

export const needsToken = (endpoint: Endpoint): boolean => endpoint.access !== "public"

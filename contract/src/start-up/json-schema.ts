/** The part of JSON Schema (draft 2020-12) that `Schema.toJsonSchemaDocument` writes for the start-up documents. */
export interface JsonSchema {
  /** Annotations, not checked: the calendar patterns hold every rule of the "date-time" format. */
  readonly $id?: string
  readonly description?: string
  readonly format?: string
  readonly $ref?: string
  readonly $defs?: Readonly<Record<string, JsonSchema>>
  readonly type?: "string" | "number" | "integer" | "boolean" | "object" | "array" | "null"
  readonly enum?: ReadonlyArray<unknown>
  readonly pattern?: string
  readonly minLength?: number
  readonly maxLength?: number
  readonly minimum?: number
  readonly maximum?: number
  readonly items?: JsonSchema
  readonly minItems?: number
  readonly maxItems?: number
  readonly properties?: Readonly<Record<string, JsonSchema>>
  readonly required?: ReadonlyArray<string>
  readonly additionalProperties?: boolean | JsonSchema
  readonly allOf?: ReadonlyArray<JsonSchema>
  readonly anyOf?: ReadonlyArray<JsonSchema>
}

/** Where a document first breaks its schema: a JSON pointer and the keyword it breaks. */
export interface Problem {
  readonly at: string
  readonly keyword: string
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const hasType: Record<NonNullable<JsonSchema["type"]>, (value: unknown) => boolean> = {
  string: (value) => typeof value === "string",
  number: (value) => typeof value === "number" && Number.isFinite(value),
  integer: (value) => Number.isInteger(value),
  boolean: (value) => typeof value === "boolean",
  object: isRecord,
  array: Array.isArray,
  null: (value) => value === null,
}

const pointer = (at: string, key: string | number) =>
  `${at}/${String(key).replaceAll("~", "~0").replaceAll("/", "~1")}`

/** The first problem the checks find, in order. */
const firstOf = <T>(parts: ReadonlyArray<T>, check: (part: T) => Problem | undefined) => {
  for (const part of parts) {
    const found = check(part)
    if (found !== undefined) return found
  }
  return undefined
}

/**
 * The first problem of `value` against `schema`, or undefined when it conforms. Lengths count UTF-16
 * units and patterns are Unicode expressions, as Effect and the browser's inputs have them.
 */
export const problemIn = (
  schema: JsonSchema,
  value: unknown,
  defs: Readonly<Record<string, JsonSchema>> = schema.$defs ?? {},
  at = "",
): Problem | undefined => {
  const problem = (keyword: string): Problem => ({ at, keyword })
  const within = (part: JsonSchema, item: unknown, where = at) => problemIn(part, item, defs, where)
  if (schema.$ref !== undefined) {
    const name = schema.$ref.replace(/^#\/\$defs\//u, "")
    const target = Object.hasOwn(defs, name) ? defs[name] : undefined
    const found = target === undefined ? problem("$ref") : within(target, value)
    if (found !== undefined) return found
  }
  if (schema.type !== undefined && !hasType[schema.type](value)) return problem("type")
  if (schema.enum !== undefined && !schema.enum.includes(value)) return problem("enum")
  if (typeof value === "string") {
    if (value.length > (schema.maxLength ?? Number.POSITIVE_INFINITY)) return problem("maxLength")
    if (value.length < (schema.minLength ?? 0)) return problem("minLength")
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, "u").test(value))
      return problem("pattern")
  }
  if (typeof value === "number") {
    if (value > (schema.maximum ?? Number.POSITIVE_INFINITY)) return problem("maximum")
    if (value < (schema.minimum ?? Number.NEGATIVE_INFINITY)) return problem("minimum")
  }
  if (Array.isArray(value)) {
    if (value.length > (schema.maxItems ?? Number.POSITIVE_INFINITY)) return problem("maxItems")
    if (value.length < (schema.minItems ?? 0)) return problem("minItems")
    const { items = {} } = schema
    const found = firstOf([...value.entries()], ([index, item]) => within(items, item, pointer(at, index)))
    if (found !== undefined) return found
  }
  if (isRecord(value)) {
    const { properties = {}, required = [], additionalProperties = true } = schema
    if (required.some((key) => !Object.hasOwn(value, key))) return problem("required")
    const found = firstOf(Object.entries(value), ([key, item]) => {
      const part = Object.hasOwn(properties, key) ? properties[key] : additionalProperties
      if (part === false) return problem("additionalProperties")
      return part === true || part === undefined ? undefined : within(part, item, pointer(at, key))
    })
    if (found !== undefined) return found
  }
  const found = firstOf(schema.allOf ?? [], (part) => within(part, value))
  if (found !== undefined) return found
  return schema.anyOf?.every((part) => within(part, value) !== undefined) ? problem("anyOf") : undefined
}

/**
 * The OpenAPI document's verdict on a request and on an answer, through a standard JSON Schema
 * validator (Ajv, draft 2020-12, Unicode patterns, ajv-formats) reading the published document only —
 * never the contract's schemas — so a rule missing from the document shows as a disagreement.
 */
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js"
import addFormatsModule from "ajv-formats"
import type { OpenApiDocument } from "../../contract/src/openapi.ts"

// ajv-formats is CommonJS; under NodeNext its default export arrives as the module object.
const addFormats = addFormatsModule.default

const documentId = "openapi.json"

export interface RequestParts {
  readonly path: Readonly<Record<string, string>>
  /** Query values as the URL carries them: a string, or the values of a repeated name. */
  readonly query: Readonly<Record<string, string | ReadonlyArray<string>>>
  /** The JSON body, when one is sent (undefined: none). */
  readonly body: unknown
}

export interface Verdict {
  readonly valid: boolean
  readonly errors: ReadonlyArray<string>
}

interface Parameter {
  readonly name: string
  readonly in: string
  readonly required: boolean
}

const pointer = (...segments: ReadonlyArray<string | number>): string =>
  segments
    .map((segment) => encodeURIComponent(String(segment).replaceAll("~", "~0").replaceAll("/", "~1")))
    .join("/")

const record = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null ? Object.fromEntries(Object.entries(value)) : {}

const parametersOf = (operation: Readonly<Record<string, unknown>>): ReadonlyArray<Parameter> => {
  const list = operation.parameters
  if (!Array.isArray(list)) return []
  return list.map((entry) => {
    const fields = record(entry)
    return { name: String(fields.name), in: String(fields.in), required: fields.required === true }
  })
}

/** Ajv instances: `unicode: false` counts UTF-16 code units, for the one named length exception. */
const makeAjv = (options: { readonly coerce: boolean; readonly codePoints: boolean }) => {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: false,
    unicodeRegExp: true,
    coerceTypes: options.coerce,
    unicode: options.codePoints,
  })
  addFormats(ajv)
  return ajv
}

export interface DocumentJudge {
  readonly request: (path: string, method: string, parts: RequestParts) => Verdict
  /** The same verdict with lengths counted in UTF-16 code units (the server's count). */
  readonly requestCountingUnits: (path: string, method: string, parts: RequestParts) => Verdict
  readonly answer: (
    path: string,
    method: string,
    status: number,
    contentType: string,
    body: string,
  ) => Verdict
}

const errorsOf = (validate: ValidateFunction, where: string): ReadonlyArray<string> =>
  (validate.errors ?? []).map((error) => `${where}${error.instancePath} ${error.message ?? error.keyword}`)

export const documentJudge = (document: OpenApiDocument): DocumentJudge => {
  const judges = [false, true].map((codePoints) => {
    const coercing = makeAjv({ coerce: true, codePoints })
    const strict = makeAjv({ coerce: false, codePoints })
    for (const ajv of [coercing, strict]) ajv.addSchema({ ...document, $id: documentId })
    const cache = new Map<string, ValidateFunction>()
    const compiled = (ajv: typeof strict, key: string, schema: object): ValidateFunction => {
      const found = cache.get(key)
      if (found !== undefined) return found
      const made = ajv.compile(schema)
      cache.set(key, made)
      return made
    }
    const operationOf = (path: string, method: string) => record(record(document.paths[path])[method])

    const request = (path: string, method: string, parts: RequestParts): Verdict => {
      const operation = operationOf(path, method)
      const parameters = parametersOf(operation)
      const errors: Array<string> = []
      for (const place of ["path", "query"] as const) {
        const declared = parameters.map((parameter, index) => ({ parameter, index }))
        const here = declared.filter(({ parameter }) => parameter.in === place)
        if (here.length === 0) continue
        // Parameters are strings on the wire; coercion reads them as their schemas' types, as Prism does.
        const validate = compiled(coercing, `${method} ${path} ${place}`, {
          type: "object",
          properties: Object.fromEntries(
            here.map(({ parameter, index }) => [
              parameter.name,
              { $ref: `${documentId}#/${pointer("paths", path, method, "parameters", index, "schema")}` },
            ]),
          ),
          required: here.filter(({ parameter }) => parameter.required).map(({ parameter }) => parameter.name),
        })
        const values = place === "path" ? parts.path : parts.query
        // A copy: coercion rewrites the values it reads.
        if (!validate(structuredClone(values))) errors.push(...errorsOf(validate, place))
      }
      const requestBody = record(operation.requestBody)
      if (Object.keys(requestBody).length > 0) {
        if (parts.body === undefined) {
          if (requestBody.required === true) errors.push("body is required")
        } else {
          const validate = compiled(strict, `${method} ${path} body`, {
            $ref: `${documentId}#/${pointer("paths", path, method, "requestBody", "content", "application/json", "schema")}`,
          })
          if (!validate(parts.body)) errors.push(...errorsOf(validate, "body"))
        }
      }
      return { valid: errors.length === 0, errors }
    }

    const answer = (
      path: string,
      method: string,
      status: number,
      contentType: string,
      body: string,
    ): Verdict => {
      const responses = record(operationOf(path, method).responses)
      const declared = record(responses[String(status)])
      if (Object.keys(declared).length === 0)
        return { valid: false, errors: [`status ${status} is not declared`] }
      const content = record(declared.content)
      const mediaTypes = Object.keys(content)
      if (mediaTypes.length === 0) {
        return body === ""
          ? { valid: true, errors: [] }
          : { valid: false, errors: ["a body where none is declared"] }
      }
      const mediaType = mediaTypes.find((type) => contentType.startsWith(type))
      if (mediaType === undefined)
        return { valid: false, errors: [`content type ${contentType}, declared ${mediaTypes.join(", ")}`] }
      if (mediaType !== "application/json") return { valid: true, errors: [] }
      const validate = compiled(strict, `${method} ${path} ${status}`, {
        $ref: `${documentId}#/${pointer("paths", path, method, "responses", String(status), "content", mediaType, "schema")}`,
      })
      let parsed: unknown
      try {
        parsed = JSON.parse(body)
      } catch {
        return { valid: false, errors: ["a body that is not JSON"] }
      }
      return validate(parsed)
        ? { valid: true, errors: [] }
        : { valid: false, errors: errorsOf(validate, "answer") }
    }
    return { request, answer }
  })
  const [units, codePoints] = judges
  if (units === undefined || codePoints === undefined) throw new Error("two judges are made")
  return { request: codePoints.request, requestCountingUnits: units.request, answer: codePoints.answer }
}

import { isRealCalendarDay } from "../rules/calendar-day.ts"
import { hasNoSymbols } from "../rules/no-symbols.ts"
/**
 * The effect-free form of a contract schema: what a JSON document must look like, as plain data, and a
 * small checker for it. Generated from the contract's Effect schemas (shape-from-schema.ts) for the few
 * documents the web app reads before anything else (config.json, the theme, the language list and
 * texts), so the sign-in page can check them without loading Effect. Nothing here imports Effect.
 *
 * Only type-side schemas qualify: no defaults, no transformations, every check declarative. The
 * generator refuses anything else, and a test holds both forms to the same verdicts.
 */

export type ShapeCheck =
  | { readonly kind: "pattern"; readonly source: string; readonly flags: string }
  | { readonly kind: "minLength"; readonly value: number }
  | { readonly kind: "maxLength"; readonly value: number }
  | { readonly kind: "int" }
  | { readonly kind: "finite" }
  | { readonly kind: "atLeast"; readonly value: number }
  /** YYYY-MM-DD… naming a day that exists (rules/calendar-day.ts). */
  | { readonly kind: "realCalendarDay" }
  | { readonly kind: "noSymbols" }
  | {
      readonly kind: "between"
      readonly minimum: number
      readonly maximum: number
      readonly exclusiveMinimum: boolean
      readonly exclusiveMaximum: boolean
    }

/** Fields that would say "nothing special" (no checks, required, no other keys) are left out. */
export interface ShapeProperty {
  readonly name: string
  readonly optional?: true
  readonly shape: Shape
}

export type Shape =
  | { readonly kind: "string"; readonly checks?: ReadonlyArray<ShapeCheck> }
  | { readonly kind: "number"; readonly checks?: ReadonlyArray<ShapeCheck> }
  | { readonly kind: "boolean" }
  | { readonly kind: "literal"; readonly value: string | number | boolean | null }
  | { readonly kind: "union"; readonly members: ReadonlyArray<Shape> }
  | {
      readonly kind: "object"
      readonly properties: ReadonlyArray<ShapeProperty>
      /** Shape of the values under any other string key (a record), when the object has one. */
      readonly otherValues?: Shape
    }
  | { readonly kind: "array"; readonly items: Shape; readonly checks?: ReadonlyArray<ShapeCheck> }
  | { readonly kind: "reference"; readonly name: string }

/** Shapes that refer to each other by name, as the schemas' identifiers do. */
export type ShapeReferences = Readonly<Record<string, Shape>>

/** The shapes of several schemas, with the named shapes they share. */
export interface ShapeDocument<Name extends string> {
  readonly references: ShapeReferences
  readonly roots: Readonly<Record<Name, Shape>>
}

/** Why a value does not have a shape: where, and what was expected there. */
export interface ShapeProblem {
  readonly path: ReadonlyArray<string | number>
  readonly expected: string
}

const patterns = new Map<string, RegExp>()
const patternOf = (source: string, flags: string): RegExp => {
  const key = `${flags}/${source}`
  let pattern = patterns.get(key)
  if (pattern === undefined) {
    pattern = new RegExp(source, flags)
    patterns.set(key, pattern)
  }
  return pattern
}

const passes = (check: ShapeCheck, value: string | number | ReadonlyArray<unknown>): boolean => {
  switch (check.kind) {
    case "pattern":
      return typeof value === "string" && patternOf(check.source, check.flags).test(value)
    case "minLength":
      return typeof value !== "number" && value.length >= check.value
    case "maxLength":
      return typeof value !== "number" && value.length <= check.value
    case "int":
      return typeof value === "number" && Number.isSafeInteger(value)
    case "finite":
      return typeof value === "number" && Number.isFinite(value)
    case "atLeast":
      return typeof value === "number" && value >= check.value
    case "realCalendarDay":
      return typeof value === "string" && isRealCalendarDay(value)
    case "noSymbols":
      return typeof value === "string" && hasNoSymbols(value)
    case "between":
      return (
        typeof value === "number" &&
        (check.exclusiveMinimum ? value > check.minimum : value >= check.minimum) &&
        (check.exclusiveMaximum ? value < check.maximum : value <= check.maximum)
      )
  }
}

const describe = (check: ShapeCheck): string => {
  switch (check.kind) {
    case "pattern":
      return `a string matching ${check.source}`
    case "minLength":
      return `a length of at least ${check.value}`
    case "maxLength":
      return `a length of at most ${check.value}`
    case "int":
      return "an integer"
    case "finite":
      return "a finite number"
    case "atLeast":
      return `a value of at least ${check.value}`
    case "realCalendarDay":
      return "a real calendar day"
    case "noSymbols":
      return "no symbols"
    case "between":
      return `a value between ${check.minimum} and ${check.maximum}`
  }
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** The first problem with `value` against `shape`, or undefined when it has the shape. */
export const shapeProblem = (
  references: ShapeReferences,
  shape: Shape,
  value: unknown,
  path: ReadonlyArray<string | number> = [],
): ShapeProblem | undefined => {
  const problem = (expected: string): ShapeProblem => ({ path, expected })
  const firstFailedCheck = (
    checks: ReadonlyArray<ShapeCheck> | undefined,
    checked: string | number | ReadonlyArray<unknown>,
  ): ShapeProblem | undefined => {
    const failed = checks?.find((check) => !passes(check, checked))
    return failed === undefined ? undefined : problem(describe(failed))
  }
  switch (shape.kind) {
    case "string":
      return typeof value === "string" ? firstFailedCheck(shape.checks, value) : problem("a string")
    case "number":
      return typeof value === "number" && !Number.isNaN(value)
        ? firstFailedCheck(shape.checks, value)
        : problem("a number")
    case "boolean":
      return typeof value === "boolean" ? undefined : problem("a boolean")
    case "literal":
      return value === shape.value ? undefined : problem(JSON.stringify(shape.value))
    case "union":
      return shape.members.some((member) => shapeProblem(references, member, value, path) === undefined)
        ? undefined
        : problem(`one of ${shape.members.length} alternatives`)
    case "array": {
      if (!Array.isArray(value)) return problem("an array")
      for (const [index, item] of value.entries()) {
        const found = shapeProblem(references, shape.items, item, [...path, index])
        if (found !== undefined) return found
      }
      return firstFailedCheck(shape.checks, value)
    }
    case "object": {
      if (!isRecord(value)) return problem("an object")
      for (const property of shape.properties) {
        if (!Object.hasOwn(value, property.name)) {
          if (property.optional === true) continue
          return { path: [...path, property.name], expected: "a value (missing)" }
        }
        const found = shapeProblem(references, property.shape, value[property.name], [...path, property.name])
        if (found !== undefined) return found
      }
      const otherValues = shape.otherValues
      if (otherValues !== undefined) {
        const named = new Set(shape.properties.map((property) => property.name))
        for (const [key, item] of Object.entries(value)) {
          if (named.has(key)) continue
          const found = shapeProblem(references, otherValues, item, [...path, key])
          if (found !== undefined) return found
        }
      }
      return undefined
    }
    case "reference": {
      const target = references[shape.name]
      return target === undefined
        ? problem(`the shape ${shape.name}, which is not defined`)
        : shapeProblem(references, target, value, path)
    }
  }
}

/**
 * A value that has the shape, keeping only what the shape names, in the shape's order: the form
 * Effect's encoder gives it. A union keeps the form of its first member the value has.
 */
export const projectOnShape = (references: ShapeReferences, shape: Shape, value: unknown): unknown => {
  switch (shape.kind) {
    case "array":
      return Array.isArray(value) ? value.map((item) => projectOnShape(references, shape.items, item)) : value
    case "object": {
      if (!isRecord(value)) return value
      const projected: Record<string, unknown> = {}
      for (const property of shape.properties) {
        if (Object.hasOwn(value, property.name)) {
          projected[property.name] = projectOnShape(references, property.shape, value[property.name])
        }
      }
      const otherValues = shape.otherValues
      if (otherValues !== undefined) {
        for (const [key, item] of Object.entries(value)) {
          if (!Object.hasOwn(projected, key)) projected[key] = projectOnShape(references, otherValues, item)
        }
      }
      return projected
    }
    case "union": {
      const member = shape.members.find(
        (candidate) => shapeProblem(references, candidate, value) === undefined,
      )
      return member === undefined ? value : projectOnShape(references, member, value)
    }
    case "reference": {
      const target = references[shape.name]
      return target === undefined ? value : projectOnShape(references, target, value)
    }
    default:
      return value
  }
}

export type ShapeResult<T> =
  | { readonly _tag: "success"; readonly value: T }
  | { readonly _tag: "failure"; readonly problem: ShapeProblem }

/**
 * A checker for the documents of one contract type. `T` is the type of the schema the shape was made
 * from; site-decoders.ts pairs them, and the contract's tests hold each pair to the same verdicts.
 * Keys the shape does not name are kept (Effect would drop them); nothing reads them.
 */
export const shapeDecoder = <T>(references: ShapeReferences, shape: Shape) => {
  const conforms = (value: unknown): value is T => shapeProblem(references, shape, value) === undefined
  return (value: unknown): ShapeResult<T> => {
    if (conforms(value)) return { _tag: "success", value }
    return {
      _tag: "failure",
      problem: shapeProblem(references, shape, value) ?? { path: [], expected: "the document's shape" },
    }
  }
}

import { SchemaAST, SchemaRepresentation } from "effect"
import { realCalendarDayCheckId } from "../rules/calendar-day.ts"
import { noSymbolsCheckId } from "../rules/no-symbols.ts"
import type { Shape, ShapeCheck, ShapeDocument, ShapeProperty } from "./shape.ts"

/**
 * Turns contract schemas into shapes (shape.ts), through Effect's own representation of a schema. Fails
 * on anything a shape cannot say — a transformation, a default, a check written as a function — rather
 * than produce a checker that is laxer than the schema.
 */

const fail = (what: string, where: string): never => {
  throw new Error(`${where}: ${what} has no shape; keep this schema declarative (shape-from-schema.ts)`)
}

const field = (node: unknown, name: string): unknown =>
  typeof node === "object" && node !== null ? Reflect.get(node, name) : undefined

const text = (node: unknown, name: string, where: string): string => {
  const value = field(node, name)
  return typeof value === "string" ? value : fail(`a ${name} that is not text`, where)
}

const count = (node: unknown, name: string, where: string): number => {
  const value = field(node, name)
  return typeof value === "number" ? value : fail(`a ${name} that is not a number`, where)
}

const list = (node: unknown, name: string, where: string): ReadonlyArray<unknown> => {
  const value = field(node, name)
  return Array.isArray(value) ? value : fail(`a ${name} that is not a list`, where)
}

const checkOf = (filter: unknown, where: string): ShapeCheck => {
  if (field(filter, "_tag") !== "Filter")
    return fail(`a check of kind ${String(field(filter, "_tag"))}`, where)
  const representation = field(filter, "representation")
  if (representation === undefined) return fail("a check written as a function", where)
  const id = text(representation, "id", where)
  const payload = field(representation, "payload")
  switch (id) {
    case "effect/schema/isPattern":
      return { kind: "pattern", source: text(payload, "source", where), flags: text(payload, "flags", where) }
    case "effect/schema/isMinLength":
      return { kind: "minLength", value: count(payload, "minLength", where) }
    case "effect/schema/isMaxLength":
      return { kind: "maxLength", value: count(payload, "maxLength", where) }
    case "effect/schema/isInt":
      return { kind: "int" }
    case "effect/schema/isFinite":
      return { kind: "finite" }
    case "effect/schema/isGreaterThanOrEqualTo":
      return { kind: "atLeast", value: count(payload, "minimum", where) }
    case realCalendarDayCheckId:
      return { kind: "realCalendarDay" }
    case noSymbolsCheckId:
      return { kind: "noSymbols" }
    case "effect/schema/isBetween":
      return {
        kind: "between",
        minimum: count(payload, "minimum", where),
        maximum: count(payload, "maximum", where),
        exclusiveMinimum: field(payload, "exclusiveMinimum") === true,
        exclusiveMaximum: field(payload, "exclusiveMaximum") === true,
      }
    default:
      return fail(`the check ${id}`, where)
  }
}

/** The node's checks, as a field to spread into its shape: none when it has none. */
const checksOf = (node: unknown, where: string): { readonly checks?: ReadonlyArray<ShapeCheck> } => {
  const checks = list(node, "checks", where).map((check) => checkOf(check, where))
  return checks.length > 0 ? { checks } : {}
}

const noChecks = (node: unknown, where: string): void => {
  if (list(node, "checks", where).length > 0) fail("a check on this kind of value", where)
}

const shapeOf = (node: unknown, where: string): Shape => {
  const tag = field(node, "_tag")
  switch (tag) {
    case "String":
      return { kind: "string", ...checksOf(node, where) }
    case "Number":
      return { kind: "number", ...checksOf(node, where) }
    case "Boolean":
      noChecks(node, where)
      return { kind: "boolean" }
    case "Null":
      noChecks(node, where)
      return { kind: "literal", value: null }
    case "Literal": {
      noChecks(node, where)
      const value = field(node, "literal")
      if (
        typeof value === "string" ||
        typeof value === "number" ||
        typeof value === "boolean" ||
        value === null
      ) {
        return { kind: "literal", value }
      }
      return fail("a literal that is not JSON", where)
    }
    case "Union":
      noChecks(node, where)
      return {
        kind: "union",
        members: list(node, "types", where).map((member, index) => shapeOf(member, `${where}|${index}`)),
      }
    case "Arrays": {
      if (list(node, "elements", where).length > 0) fail("a tuple", where)
      const [items, ...more] = list(node, "rest", where)
      if (items === undefined || more.length > 0) return fail("an array without one item type", where)
      return { kind: "array", items: shapeOf(items, `${where}[]`), ...checksOf(node, where) }
    }
    case "Objects": {
      noChecks(node, where)
      const properties = list(node, "propertySignatures", where).map((signature): ShapeProperty => {
        const name = text(signature, "name", where)
        const shape = shapeOf(field(signature, "type"), `${where}.${name}`)
        return field(signature, "isOptional") === true ? { name, optional: true, shape } : { name, shape }
      })
      const [index, ...moreIndexes] = list(node, "indexSignatures", where)
      if (moreIndexes.length > 0) fail("more than one kind of key", where)
      if (index !== undefined && field(field(index, "parameter"), "_tag") !== "String") {
        fail("keys that are not plain strings", where)
      }
      return index === undefined
        ? { kind: "object", properties }
        : { kind: "object", properties, otherValues: shapeOf(field(index, "type"), `${where}[key]`) }
    }
    case "Reference":
      return { kind: "reference", name: text(node, "$ref", where) }
    default:
      return fail(`a value of kind ${String(tag)}`, where)
  }
}

/** The shapes of several schemas, sharing the named ones (schemas with an identifier) as references. */
export const shapesOf = <Name extends string>(
  schemas: Readonly<Record<Name, { readonly ast: SchemaAST.AST }>>,
): ShapeDocument<Name> => {
  const names = Object.keys(schemas).filter((name): name is Name => Object.hasOwn(schemas, name))
  for (const name of names) {
    // Effect's representation shows one side of a transformation and drops defaults, so a schema with
    // either would get a shape that accepts what its decoder changes: only type-side schemas qualify.
    if (SchemaAST.toType(schemas[name].ast) !== schemas[name].ast) fail("a transformation or a default", name)
  }
  const [first, ...rest] = names.map((name) => schemas[name].ast)
  if (first === undefined) throw new Error("no schema to shape")
  const document = SchemaRepresentation.toRepresentations([first, ...rest])
  const references: Record<string, Shape> = {}
  for (const [name, node] of Object.entries(document.references)) references[name] = shapeOf(node, name)
  const roots: Partial<Record<Name, Shape>> = {}
  names.forEach((name, index) => {
    roots[name] = shapeOf(document.representations[index], name)
  })
  const complete = (value: Partial<Record<Name, Shape>>): value is Record<Name, Shape> =>
    names.every((name) => value[name] !== undefined)
  if (!complete(roots)) throw new Error("a schema got no shape")
  return { references, roots }
}

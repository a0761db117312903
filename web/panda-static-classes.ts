import MagicString from "magic-string"
import { type Plugin, parseAst } from "vite"

/**
 * Panda turns `css({ … })` and recipe calls into class names at run time, with a runtime (its utility
 * table, condition sorting and recipe engine: about 5 kB gzip) that every page would load before its first
 * screen. Nearly every call in the app is a literal object, whose class names are known at build time, so
 * this computes them with the same runtime, in Node, and writes them into the code as strings. A call
 * with anything computed in it (a variable, a spread) stays as it was and keeps its part of the runtime.
 * The stylesheet does not change: Panda extracts it from the source files, not from this output.
 */

/** What a Panda function may be given and still be computed here: JSON-like literals only. */
export type Literal =
  | string
  | number
  | boolean
  | null
  | ReadonlyArray<Literal>
  | { readonly [key: string]: Literal }

/** The Panda functions the code may import, by module and exported name: `css:css`, `recipes:button`. */
export type PandaRuntime = ReadonlyMap<string, (...args: ReadonlyArray<Literal>) => unknown>

interface Node {
  readonly type: string
  readonly start: number
  readonly end: number
}

const isNode = (value: unknown): value is Node & Record<string, unknown> =>
  typeof value === "object" &&
  value !== null &&
  "type" in value &&
  typeof value.type === "string" &&
  "start" in value &&
  typeof value.start === "number" &&
  "end" in value &&
  typeof value.end === "number"

const childrenOf = (node: Node & Record<string, unknown>): ReadonlyArray<Node & Record<string, unknown>> =>
  Object.values(node).flatMap((value) =>
    Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [],
  )

const walk = (
  node: Node & Record<string, unknown>,
  visit: (node: Node & Record<string, unknown>) => boolean,
) => {
  if (!visit(node)) return
  for (const child of childrenOf(node)) walk(child, visit)
}

const nameOf = (node: unknown): string | undefined =>
  isNode(node) && node.type === "Identifier" && typeof node.name === "string" ? node.name : undefined

/** A property key written as a name or a string: `bg`, `"&:hover"`, `_motionReduce`. */
const keyOf = (property: Node & Record<string, unknown>): string | undefined => {
  if (property.computed !== false || property.method !== false || property.shorthand !== false)
    return undefined
  if (property.kind !== "init") return undefined
  const key = property.key
  if (!isNode(key)) return undefined
  if (key.type === "Identifier") return nameOf(key)
  if (key.type === "Literal" && (typeof key.value === "string" || typeof key.value === "number"))
    return String(key.value)
  return undefined
}

const absent = Symbol("not a literal")

/** The value a node stands for when it is a literal (`as const` and parentheses allowed), else `absent`. */
const literalOf = (node: unknown): Literal | typeof absent => {
  if (!isNode(node)) return absent
  switch (node.type) {
    case "Literal": {
      const value = node.value
      if ("regex" in node || "bigint" in node) return absent
      return typeof value === "string" ||
        typeof value === "number" ||
        typeof value === "boolean" ||
        value === null
        ? value
        : absent
    }
    case "TemplateLiteral": {
      const quasis = Array.isArray(node.quasis) ? node.quasis.filter(isNode) : []
      const expressions = Array.isArray(node.expressions) ? node.expressions : [absent]
      const cooked = quasis[0]?.value
      return expressions.length === 0 &&
        quasis.length === 1 &&
        typeof cooked === "object" &&
        cooked !== null &&
        "cooked" in cooked &&
        typeof cooked.cooked === "string"
        ? cooked.cooked
        : absent
    }
    case "UnaryExpression": {
      const operand = literalOf(node.argument)
      return node.operator === "-" && typeof operand === "number" ? -operand : absent
    }
    case "ArrayExpression": {
      const elements = Array.isArray(node.elements) ? node.elements : []
      const values = elements.map(literalOf)
      return values.every((value): value is Literal => value !== absent) ? values : absent
    }
    case "ObjectExpression": {
      const properties = Array.isArray(node.properties) ? node.properties.filter(isNode) : []
      const entries: Array<readonly [string, Literal]> = []
      for (const property of properties) {
        if (property.type !== "Property") return absent
        const key = keyOf(property)
        const value = literalOf(property.value)
        if (key === undefined || value === absent) return absent
        entries.push([key, value])
      }
      return Object.fromEntries(entries)
    }
    case "TSAsExpression":
    case "TSSatisfiesExpression":
    case "ParenthesizedExpression":
      return literalOf(node.expression)
    default:
      return absent
  }
}

/** A class string, or a slot recipe's classes by slot. */
const isClassNames = (value: unknown): value is string | Readonly<Record<string, string>> =>
  typeof value === "string" ||
  (typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((slot) => typeof slot === "string"))

/** The TypeScript nodes that hold an expression the code runs: `x as const`, `x satisfies T`, `x!`. */
const typeExpressions = new Set([
  "TSAsExpression",
  "TSSatisfiesExpression",
  "TSNonNullExpression",
  "TSInstantiationExpression",
])

const pandaModule = /(?:^|\/)styled-system\/(css|recipes)(?:\/index\.mjs)?$/u

interface PandaImport {
  readonly declaration: Node
  readonly module: "css" | "recipes"
  readonly source: Node
  /** Local name → imported name. */
  readonly names: ReadonlyMap<string, string>
  readonly specifiers: ReadonlyArray<{
    readonly node: Node
    readonly local: string
    readonly imported: string
  }>
}

const pandaImportOf = (node: Node & Record<string, unknown>): PandaImport | undefined => {
  if (node.type !== "ImportDeclaration" || node.importKind === "type") return undefined
  const source = node.source
  if (!isNode(source) || typeof source.value !== "string") return undefined
  const module = pandaModule.exec(source.value)?.[1]
  if (module !== "css" && module !== "recipes") return undefined
  const specifiers = (Array.isArray(node.specifiers) ? node.specifiers.filter(isNode) : []).flatMap(
    (specifier) => {
      const local = nameOf(specifier.local)
      const imported = nameOf(specifier.imported)
      return specifier.type === "ImportSpecifier" && specifier.importKind !== "type" && local && imported
        ? [{ node: specifier, local, imported }]
        : []
    },
  )
  return {
    declaration: node,
    module,
    source,
    names: new Map(specifiers.map(({ local, imported }) => [local, imported])),
    specifiers,
  }
}

/** Names bound anywhere but by an import: a call through such a name may not be Panda's. */
const otherBindings = (program: Node & Record<string, unknown>): ReadonlySet<string> => {
  const names = new Set<string>()
  const bind = (pattern: unknown): void => {
    if (!isNode(pattern)) return
    const name = nameOf(pattern)
    if (name !== undefined) names.add(name)
    else if (pattern.type === "ObjectPattern" && Array.isArray(pattern.properties))
      // `{ menu: Menu }` binds Menu, not menu.
      for (const property of pattern.properties.filter(isNode))
        bind(property.type === "Property" ? property.value : property.argument)
    else if (pattern.type === "ArrayPattern" && Array.isArray(pattern.elements))
      for (const element of pattern.elements) bind(element)
    else if (pattern.type === "AssignmentPattern") bind(pattern.left)
    else if (pattern.type === "RestElement") bind(pattern.argument)
    else if (pattern.type === "TSParameterProperty") bind(pattern.parameter)
  }
  walk(program, (node) => {
    if (node.type === "ImportDeclaration") return false
    if (node.type === "VariableDeclarator") bind(node.id)
    if (node.type === "FunctionDeclaration" || node.type === "ClassDeclaration") bind(node.id)
    if (Array.isArray(node.params)) for (const param of node.params) bind(param)
    if (node.type === "CatchClause") bind(node.param)
    return true
  })
  return names
}

/**
 * The module with its literal Panda calls replaced by their class names, and the imports they leave
 * unused removed; undefined when nothing changed.
 */
export const inlineStaticClasses = (
  code: string,
  fileName: string,
  runtime: PandaRuntime,
): { readonly code: string; readonly map: ReturnType<MagicString["generateMap"]> } | undefined => {
  if (!code.includes("styled-system/")) return undefined
  const program: unknown = parseAst(code, { lang: fileName.endsWith(".tsx") ? "tsx" : "ts" }, fileName)
  if (!isNode(program)) return undefined
  const imports = childrenOf(program).flatMap((node) => pandaImportOf(node) ?? [])
  if (imports.length === 0) return undefined
  const shadowed = otherBindings(program)
  const pandaName = new Map<string, string>()
  for (const { module, names } of imports)
    for (const [local, imported] of names)
      if (!shadowed.has(local)) pandaName.set(local, `${module}:${imported}`)

  const output = new MagicString(code)
  let replaced = 0
  const remainingUses = new Map<string, number>()
  const visit = (node: Node & Record<string, unknown>): boolean => {
    if (node.type === "ImportDeclaration") return false
    // Types are erased: `readonly menu: …` or `typeof button` needs no import at run time.
    if (node.type.startsWith("TS") && !typeExpressions.has(node.type)) return false
    // `form.field(…)` and `{ button: … }` name no binding: they must not keep an import alive.
    if (node.type === "MemberExpression" && node.computed === false && isNode(node.object)) {
      walk(node.object, visit)
      return false
    }
    if (node.type === "Property" && node.computed === false && isNode(node.value)) {
      walk(node.value, visit)
      return false
    }
    if (node.type === "CallExpression") {
      const callee = nameOf(node.callee)
      const imported = callee === undefined ? undefined : pandaName.get(callee)
      const run = imported === undefined ? undefined : runtime.get(imported)
      const args = Array.isArray(node.arguments) ? node.arguments.map(literalOf) : [absent]
      if (run !== undefined && args.every((arg): arg is Literal => arg !== absent)) {
        const classNames = run(...args)
        if (isClassNames(classNames)) {
          output.overwrite(node.start, node.end, JSON.stringify(classNames))
          replaced += 1
          return false
        }
      }
    }
    const name = nameOf(node)
    if (name !== undefined) remainingUses.set(name, (remainingUses.get(name) ?? 0) + 1)
    return true
  }
  walk(program, visit)
  if (replaced === 0) return undefined

  for (const panda of imports) {
    const kept = panda.specifiers.filter(({ local }) => (remainingUses.get(local) ?? 0) > 0)
    if (kept.length === 0) {
      output.remove(panda.declaration.start, panda.declaration.end)
      continue
    }
    // `cx` only joins strings: from its own module it does not bring the css runtime along.
    const onlyCx = panda.module === "css" && kept.every(({ imported }) => imported === "cx")
    if (kept.length === panda.specifiers.length && !onlyCx) continue
    const names = kept.map(({ local, imported }) => (local === imported ? local : `${imported} as ${local}`))
    const source = code.slice(panda.source.start + 1, panda.source.end - 1).replace(/\/index\.mjs$/u, "")
    output.overwrite(
      panda.declaration.start,
      panda.declaration.end,
      `import { ${names.join(", ")} } from ${JSON.stringify(onlyCx ? `${source}/cx.mjs` : source)}`,
    )
  }
  return { code: output.toString(), map: output.generateMap({ source: fileName, hires: true }) }
}

/** Loads the generated runtime (`styled-system/css` and `styled-system/recipes`) to compute class names. */
export const loadPandaRuntime = async (styledSystem: URL): Promise<PandaRuntime> => {
  const runtime = new Map<string, (...args: ReadonlyArray<Literal>) => unknown>()
  for (const module of ["css", "recipes"] as const) {
    const exports: Record<string, unknown> = await import(new URL(`${module}/index.mjs`, styledSystem).href)
    for (const [name, value] of Object.entries(exports))
      if (typeof value === "function") runtime.set(`${module}:${name}`, (...args) => value(...args))
  }
  return runtime
}

/** The Vite plugin: production builds only; `npm run dev` and the tests use Panda's runtime as is. */
export const pandaStaticClasses = (styledSystem: URL): Plugin => {
  let runtime: PandaRuntime = new Map()
  return {
    name: "billpath:panda-static-classes",
    apply: "build",
    enforce: "pre",
    async buildStart() {
      runtime = await loadPandaRuntime(styledSystem)
    },
    transform(code, id) {
      const file = id.split("?", 1)[0] ?? id
      if (!/\/src\/.*\.tsx?$/u.test(file)) return undefined
      return inlineStaticClasses(code, file, runtime)
    },
  }
}

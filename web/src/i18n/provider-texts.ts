type Tree = { readonly [key: string]: string | Tree }

const isTree = (value: unknown): value is Tree =>
  typeof value === "object" &&
  value !== null &&
  Object.values(value).every((entry) => typeof entry === "string" || isTree(entry))

/** The same keys all the way down, every leaf a string: what the built-in texts are made of. */
const hasShapeOf = (candidate: Tree, model: Tree): boolean =>
  Object.entries(model).every(([key, modelValue]) => {
    const value = candidate[key]
    return typeof modelValue === "string"
      ? typeof value === "string"
      : value !== undefined && typeof value !== "string" && hasShapeOf(value, modelValue)
  })

const hasModelShape = <T>(candidate: Tree, model: T): candidate is Tree & T =>
  isTree(model) && hasShapeOf(candidate, model)

const withOverride = (tree: Tree, path: ReadonlyArray<string>, text: string): Tree => {
  const [head, ...rest] = path
  if (head === undefined) return tree
  const current = tree[head]
  if (rest.length === 0) return typeof current === "string" ? { ...tree, [head]: text } : tree
  return current === undefined || typeof current === "string"
    ? tree
    : { ...tree, [head]: withOverride(current, rest, text) }
}

/** Only keys the portal has, and only as text, so a bad override can never break a screen. */
export const mergeProviderTexts = <T>(builtIn: T, overrides: Readonly<Record<string, string>>): T => {
  if (!isTree(builtIn)) return builtIn
  const merged = Object.entries(overrides).reduce<Tree>(
    (tree, [key, text]) => (text.trim() === "" ? tree : withOverride(tree, key.split("."), text)),
    builtIn,
  )
  return hasModelShape(merged, builtIn) ? merged : builtIn
}

/** The overrides of one group of texts, named within it: "billing.heading" under "billing" is "heading". */
export const overridesUnder = (
  overrides: Readonly<Record<string, string>>,
  group: string,
): Readonly<Record<string, string>> =>
  Object.fromEntries(
    Object.entries(overrides)
      .filter(([key]) => key.startsWith(`${group}.`))
      .map(([key, text]) => [key.slice(group.length + 1), text]),
  )

/**
 * Mutations of JSON documents, for tests that hold an Effect-free shape and its Effect schema to the
 * same verdicts (site-shapes.test.ts, endpoint-shapes.test.ts): every place of a sample document,
 * replaced by values near the schemas' edges and by variations of what is there.
 */

export type Path = ReadonlyArray<string | number>

/** Every place in a JSON document, the document itself included. */
export const pathsOf = (document: unknown, path: Path = []): ReadonlyArray<Path> => {
  if (typeof document !== "object" || document === null) return [path]
  const children = Object.entries(document).flatMap(([key, value]) =>
    pathsOf(value, [...path, Array.isArray(document) ? Number(key) : key]),
  )
  return [path, ...children]
}

export const valueAt = (document: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (node, key) => (typeof node === "object" && node !== null ? Reflect.get(node, key) : undefined),
    document,
  )

/** A copy of `document` with the value at `path` replaced, or removed when `replacement` is undefined. */
export const replaceAt = (document: unknown, path: Path, replacement: unknown): unknown => {
  const [key, ...rest] = path
  if (key === undefined) return replacement
  if (Array.isArray(document)) {
    const copy = [...document]
    if (typeof key !== "number") return copy
    const changed = replaceAt(copy[key], rest, replacement)
    if (changed === undefined && rest.length === 0) copy.splice(key, 1)
    else copy[key] = changed
    return copy
  }
  if (typeof document !== "object" || document === null) return document
  const copy: Record<string, unknown> = { ...document }
  const changed = replaceAt(copy[String(key)], rest, replacement)
  if (changed === undefined) delete copy[String(key)]
  else copy[String(key)] = changed
  return copy
}

/** Values that sit near the schemas' edges: empty, long, symbols, other types, numbers out of range. */
export const edgeValues: ReadonlyArray<unknown> = [
  undefined,
  "",
  "x",
  "#12345",
  "#1234567",
  "#a1b2c3",
  "12px",
  "1.5rem",
  "12em",
  "logo.svg",
  "logo.exe",
  "../logo.svg",
  "images/../../x.png",
  "a..b.png",
  "https://example.com/x",
  "javascript:alert(1)",
  "/relative",
  "mailto:x@example.com",
  "top",
  "middle",
  "solid",
  "round",
  "en",
  "fr",
  "de",
  "url",
  "document",
  "Checking",
  "Savings",
  "savings",
  "x".repeat(201),
  null,
  true,
  false,
  0,
  1,
  2,
  6,
  50,
  51,
  3000,
  499,
  600001,
  1.5,
  -1,
  2 ** 60,
  [],
  {},
]

/** Replacements made from the value already there: longer, with a symbol, one more item, one more key. */
export const variationsOf = (value: unknown): ReadonlyArray<unknown> => {
  if (typeof value === "string") return [`${value}{`, `${value} `, value.repeat(60), value.toUpperCase()]
  if (typeof value === "number") return [value + 1, value - 1, -value, value + 0.5]
  if (Array.isArray(value)) {
    const first: unknown = value[0]
    return first === undefined ? [["x"]] : [[...value, ...Array.from({ length: 8 }, () => first)], [first]]
  }
  if (typeof value === "object" && value !== null) return [{ ...value, zz: "extra" }]
  return []
}

/** Every mutation of a sample: each place replaced by each edge value and each variation of its value. */
export function* mutationsOf(
  sample: unknown,
): Generator<{ readonly path: Path; readonly replacement: unknown; readonly mutated: unknown }> {
  for (const path of pathsOf(sample)) {
    for (const replacement of [...edgeValues, ...variationsOf(valueAt(sample, path))]) {
      yield { path, replacement, mutated: replaceAt(sample, path, replacement) }
    }
  }
}

import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { beforeAll, describe, expect, it } from "vitest"
import {
  inlineStaticClasses,
  type Literal,
  loadPandaRuntime,
  type PandaRuntime,
} from "../web/panda-static-classes.ts"

const web = new URL("../web/", import.meta.url)
let runtime: PandaRuntime

beforeAll(async () => {
  runtime = await loadPandaRuntime(new URL("styled-system/", web))
})

/** What the app's own runtime answers, to compare the inlined strings with. */
const run = (name: string, ...args: ReadonlyArray<Literal>) => {
  const fn = runtime.get(name)
  if (fn === undefined) throw new Error(`no ${name} in the Panda runtime`)
  return fn(...args)
}

const transform = (code: string, file = "/app/src/part.tsx") => inlineStaticClasses(code, file, runtime)?.code

describe("literal Panda calls become their class names at build time", () => {
  it("writes the class names Panda's runtime gives and drops the import left unused", () => {
    const code = [
      'import { css } from "../../styled-system/css"',
      'export const title = css({ fontSize: "2xl", mb: "2", _hover: { color: "accent.link" } })',
      'export const grid = css({ gridTemplateColumns: { base: "1fr", md: "minmax(0, 480px)" }, mt: -2 } as const)',
    ].join("\n")
    const output = transform(code)
    const title = run("css:css", { fontSize: "2xl", mb: "2", _hover: { color: "accent.link" } })
    const grid = run("css:css", { gridTemplateColumns: { base: "1fr", md: "minmax(0, 480px)" }, mt: -2 })
    expect(typeof title).toBe("string")
    expect(output).toContain(`export const title = ${JSON.stringify(title)}`)
    expect(output).toContain(`export const grid = ${JSON.stringify(grid)}`)
    expect(output).not.toContain("styled-system")
  })

  it("writes a slot recipe's classes as an object, and a recipe with variants", () => {
    const code = [
      'import { button, menu } from "../../../styled-system/recipes"',
      "const classes = menu()",
      'const link = button({ variant: "link", size: "sm" })',
      "export { classes, link }",
    ].join("\n")
    const output = transform(code) ?? ""
    expect(output).toContain(`const classes = ${JSON.stringify(run("recipes:menu"))}`)
    expect(output).toContain(
      `const link = ${JSON.stringify(run("recipes:button", { variant: "link", size: "sm" }))}`,
    )
    expect(output).not.toContain("styled-system")
  })

  it("leaves a computed call alone and keeps what it needs", () => {
    const code = [
      'import { css } from "../../styled-system/css"',
      'import { button } from "../../styled-system/recipes"',
      "export const box = (gap: string) => css({ display: 'flex', gap })",
      'export const round = button({ corners: "round" })',
      "export const look = (variant: 'solid' | 'outline') => button({ variant })",
    ].join("\n")
    const output = transform(code) ?? ""
    expect(output).toContain("css({ display: 'flex', gap })")
    expect(output).toContain('import { css } from "../../styled-system/css"')
    expect(output).toContain("button({ variant })")
    expect(output).toContain('import { button } from "../../styled-system/recipes"')
    expect(output).not.toContain('button({ corners: "round" })')
  })

  it("imports a remaining cx from its own module, so the css runtime stays out", () => {
    const code = [
      'import { css, cx } from "../../styled-system/css"',
      'export const join = (extra: string) => cx(css({ m: "0" }), extra)',
    ].join("\n")
    const output = transform(code) ?? ""
    expect(output).toContain('import { cx } from "../../styled-system/css/cx.mjs"')
    expect(output).toContain(`cx(${JSON.stringify(run("css:css", { m: "0" }))}, extra)`)
  })

  it("does not touch a call through a name the module binds itself", () => {
    const code = [
      'import { css } from "../../styled-system/css"',
      'export const local = () => { const css = (style: object) => String(style); return css({ m: "0" }) }',
    ].join("\n")
    expect(transform(code)).toBeUndefined()
  })

  it("drops an import whose name is left only in types, properties and member calls", () => {
    const code = [
      'import { field, tabs } from "../../styled-system/recipes"',
      "interface Props { readonly tabs: ReadonlyArray<string> }",
      "export const View = ({ tabs: items }: Props, form: { field: (name: string) => string }) =>",
      '  [tabs(), field(), form.field("username"), items.length, { tabs: 1 }]',
    ].join("\n")
    expect(transform(code)).not.toContain("styled-system")
  })
})

const sourceFiles = (folder: string): ReadonlyArray<string> =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/u.test(entry.name) && !/\.test\.tsx?$/u.test(entry.name) ? [path] : []
  })

describe("the app's own Panda calls", () => {
  it("are all literal, so no page loads Panda's runtime (only cx, which joins strings)", () => {
    const leftovers = sourceFiles(new URL("src", web).pathname).flatMap((file) => {
      const code = readFileSync(file, "utf8")
      const output = inlineStaticClasses(code, file, runtime)?.code ?? code
      const imports = output.match(/^import[^\n]*styled-system\/[^\n]*$/gmu) ?? []
      return imports.filter((line) => !line.endsWith('/cx.mjs"')).map((line) => `${file}: ${line}`)
    })
    // A computed call (a variable, a spread) keeps Panda's runtime on every page: write one literal call
    // per choice and pick between them, as alert-list.tsx and modal.tsx do.
    expect(leftovers).toEqual([])
  })
})

import postcss from "postcss"
import { describe, expect, test } from "vitest"
import { classesBySelector, classesIn, splitStylesheet } from "./stylesheet-split.ts"

const panda = `@layer reset, base, tokens, recipes, utilities;
@layer reset{*{margin:0}}
@layer tokens{:where(:root){--colors-brand:#123}}
@keyframes spin{to{transform:rotate(1turn)}}
@layer recipes{.button{display:inline-flex}.button--variant_outline{border-width:1px}}
@layer utilities{.p_4{padding:4px}.pt_2{padding-top:2px}.d_flex{display:flex}.group:hover .group-hover\\:c_red{color:red}@media (width>=768px){.md\\:p_8{padding:8px}}}`

/** Each rule as "layer|media|selector", in document order. */
const rulesOf = (css: string): ReadonlyArray<string> => {
  const found: Array<string> = []
  postcss.parse(css).walkRules((rule) => {
    const context: Array<string> = []
    for (let parent = rule.parent; parent !== undefined && parent.type !== "root"; parent = parent.parent) {
      if (parent.type === "atrule" && "name" in parent && parent.name === "keyframes") return
      if (parent.type === "atrule" && "params" in parent) context.unshift(String(parent.params))
    }
    found.push(`${context.join("|")}|${rule.selector}`)
  })
  return found
}

/** The classes of the first screen in the tests below: a recipe and two utilities. */
const onFirstScreen = (name: string) => ["button", "pt_2", "d_flex"].includes(name)

describe("splitStylesheet", () => {
  test("the first sheet has what the first screen's classes match, and all that is not a rule", () => {
    const { first } = splitStylesheet(panda, onFirstScreen)
    expect(rulesOf(first)).toEqual([
      "reset|*",
      "tokens|:where(:root)",
      "recipes|.button",
      "utilities|.pt_2",
      "utilities|.d_flex",
    ])
    expect(first).toContain("@layer reset, base, tokens, recipes, utilities;")
    expect(first, "keyframes stay with the first sheet").toContain("@keyframes spin")
  })

  test("the rest repeats each layer from its first missing rule on, so the order of the whole sheet holds", () => {
    const { rest } = splitStylesheet(panda, onFirstScreen)
    expect(rulesOf(rest)).toEqual([
      "recipes|.button--variant_outline",
      // .p_4 is missing: from it on, every rule of the layer, .pt_2 included, so that it still wins over
      // .p_4 on an element with both.
      "utilities|.p_4",
      "utilities|.pt_2",
      "utilities|.d_flex",
      "utilities|.group:hover .group-hover\\:c_red",
      "utilities|(width>=768px)|.md\\:p_8",
    ])
    expect(rest).not.toContain("@keyframes")
  })

  test("a selector goes first only when all of its classes do; one of a list is enough", () => {
    const { first } = splitStylesheet(
      "@layer utilities{.group:hover .x{color:red}.a,.b{color:blue}}",
      (name) => ["x", "b"].includes(name),
    )
    expect(rulesOf(first)).toEqual(["utilities|.a,.b"])
  })

  test("with nothing missing the rest is empty; with everything missing, it is the whole sheet's rules", () => {
    const all = classesIn(panda)
    expect(rulesOf(splitStylesheet(panda, (name) => all.has(name)).rest)).toEqual([])
    expect(rulesOf(splitStylesheet(panda, () => false).rest)).toEqual(
      rulesOf(panda).filter((rule) => !rule.startsWith("reset|") && !rule.startsWith("tokens|")),
    )
  })

  test("for any choice of first classes, the two sheets one after the other cascade as the whole sheet", () => {
    const classes = [...classesIn(panda)]
    // Every subset of the sheet's classes.
    for (let mask = 0; mask < 2 ** classes.length; mask += 1) {
      const chosen = new Set(classes.filter((_, bit) => (mask & (2 ** bit)) !== 0))
      const { first, rest } = splitStylesheet(panda, (name) => chosen.has(name))
      const both = [...rulesOf(first), ...rulesOf(rest)]
      // Each rule's last copy is the one that decides a tie: in the whole sheet's order, none missing.
      const lastCopies = [...new Set([...both].reverse())].reverse()
      const byLayer = (rules: ReadonlyArray<string>) =>
        Object.groupBy(rules, (rule) => rule.slice(0, rule.indexOf("|")))
      expect(byLayer(lastCopies), `first classes: ${[...chosen].join(" ")}`).toEqual(byLayer(rulesOf(panda)))
    }
  })
})

test("classesBySelector reads escaped class names as the browser does", () => {
  expect(classesBySelector(".md\\:p_8, .bg_bg\\.subtle:hover .w_1\\/2")).toEqual([
    ["md:p_8"],
    ["bg_bg.subtle", "w_1/2"],
  ])
})

import postcss, { AtRule, type Container, type Document, type Root, Rule } from "postcss"
import selectorParser from "postcss-selector-parser"

/** A stylesheet cut in two: what the first screen needs, and what later code adds to it. */
export interface StylesheetSplit {
  /** The rules the first screen's elements can match, and everything that is not a rule. */
  readonly first: string
  /**
   * Loaded after `first`, for the code that needs it: every rule of each layer from that layer's first rule
   * missing from `first` to its end, so that the two sheets, one after the other, cascade as the whole
   * stylesheet did (see `splitStylesheet`).
   */
  readonly rest: string
}

/** The classes each of a selector list's selectors names (`.a .b, .c` → [[a, b], [c]]), unescaped. */
export const classesBySelector = (selectorList: string): ReadonlyArray<ReadonlyArray<string>> => {
  const found: Array<ReadonlyArray<string>> = []
  selectorParser((list) => {
    list.each((selector) => {
      const names: Array<string> = []
      selector.walkClasses((name) => {
        names.push(name.value)
      })
      found.push(names)
    })
  }).processSync(selectorList)
  return found
}

/** The class names a stylesheet's rules name. */
export const classesIn = (css: string): ReadonlySet<string> => {
  const names = new Set<string>()
  for (const { rule } of stylingRules(postcss.parse(css))) {
    for (const selector of classesBySelector(rule.selector)) for (const name of selector) names.add(name)
  }
  return names
}

interface StylingRule {
  readonly rule: Rule
  /** The cascade layer it is in, by its block-form `@layer` ancestors (`recipes.slots`); "" for none. */
  readonly layer: string
}

/** Style rules in document order: not a keyframe's steps, not rules nested in rules. */
const stylingRules = (root: Root): ReadonlyArray<StylingRule> => {
  const rules: Array<StylingRule> = []
  root.walkRules((rule) => {
    const layers: Array<string> = []
    for (
      let parent: Container | Document | undefined = rule.parent;
      parent !== undefined;
      parent = parent.parent
    ) {
      if (parent instanceof Rule || (parent instanceof AtRule && parent.name === "keyframes")) return
      if (parent instanceof AtRule && parent.name === "layer") layers.unshift(parent.params)
    }
    rules.push({ rule, layer: layers.join(".") })
  })
  return rules
}

/** Removes the blocks (media, layers) that removing rules left empty, innermost first. */
const dropEmptyBlocks = (container: Root | AtRule): void => {
  container.each((node) => {
    if (node.type !== "atrule" || node.nodes === undefined) return
    dropEmptyBlocks(node)
    if (node.nodes.length === 0) node.remove()
  })
}

/** The at-rules that only group rules: what `rest` keeps around them. */
const groupingAtRules = new Set(["layer", "media", "supports", "container"])

/**
 * Cuts a stylesheet in two. A rule goes in `first` when one of its selectors can match on the first
 * screen: each class it names is one the first screen's code uses (`isFirst`), or it names none. At-rules
 * that are not blocks of rules (`@layer a, b;`, `@keyframes`, `@font-face`) stay in `first`.
 *
 * Atomic CSS depends on order: `.p_4` (padding) comes before `.pt_2` (padding-top) so that an element with
 * both gets the top padding; a breakpoint's rules come after the plain ones. A second sheet holding only
 * the missing rules would put them after all of `first` and could undo that order. So `rest` holds, for
 * each cascade layer, every rule from the layer's first missing one to its end — including rules `first`
 * has too. With `rest` loaded after `first`, each rule's last copy is in the same order as in the whole
 * sheet, and the two cascade as the whole sheet did (`stylesheet-split.test.ts` checks it). Order between
 * layers is set by the layers, not by position.
 */
export const splitStylesheet = (css: string, isFirst: (className: string) => boolean): StylesheetSplit => {
  const first = postcss.parse(css)
  const rest = postcss.parse(css)
  const firstRules = stylingRules(first)
  const restRules = stylingRules(rest)
  const onFirstScreen = firstRules.map(({ rule }) =>
    classesBySelector(rule.selector).some((names) => names.every((name) => isFirst(name))),
  )
  const layersFromWhereMissing = new Set<string>()
  firstRules.forEach(({ rule, layer }, index) => {
    if (!onFirstScreen[index]) {
      layersFromWhereMissing.add(layer)
      rule.remove()
    }
    const restRule = restRules[index]
    if (restRule !== undefined && !layersFromWhereMissing.has(layer)) restRule.rule.remove()
  })
  // The rest sheet carries rules only, in their layers and media blocks: keyframes, fonts and the like are
  // in `first`. Its layer statements (`@layer a, b;`) stay: harmless, as `first` has set the order.
  rest.walkAtRules((atRule) => {
    if (!groupingAtRules.has(atRule.name)) atRule.remove()
  })
  dropEmptyBlocks(first)
  dropEmptyBlocks(rest)
  return { first: first.toString(), rest: rest.toString() }
}

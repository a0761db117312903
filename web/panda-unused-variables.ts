/**
 * Panda declares a CSS variable for every token of its preset (sizes, blurs, easings, aspect ratios …),
 * about 200 of them, and the sign-in page loads the one stylesheet they are in. This drops every custom
 * property the stylesheet declares but nothing in it reads (`var(--name…)`), repeating until none is left,
 * since a dropped token may have been the only reader of another. The web app's code reads no token
 * variable at run time (it only sets the provider's `--bp-*`, which the tokens read), so what no rule
 * reads is dead. Keyframes nothing names go the same way.
 */
// A declaration starts a block or follows one; the lookbehind keeps a selector such as
// `.button--variant_solid:hover` from reading as a `--variant_solid: hover` declaration.
const declaration = /(?<=[{;]\s*)(--[A-Za-z0-9_\\.-]+)\s*:[^;{}]*;?/g
const reference = /var\(\s*(--[A-Za-z0-9_\\.-]+)/g

// A keyframes block holds one level of rules: `@keyframes spin { to { … } }`.
const keyframes = /@keyframes\s+([A-Za-z0-9_-]+)\s*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g

/**
 * The preset's keyframes (spin, ping, pulse, bounce) whose name appears nowhere else: run after the
 * variables, so an unused `--animations-spin: spin 1s …` token no longer counts as a use.
 */
const withoutUnusedKeyframes = (css: string): string => {
  const rest = css.replace(keyframes, "")
  return css.replace(keyframes, (whole, name: string) =>
    new RegExp(`(?<![\\w-])${name}(?![\\w-])`).test(rest) ? whole : "",
  )
}

export const withoutUnusedVariables = (css: string): string => {
  let current = css
  for (;;) {
    const read = new Set(Array.from(current.matchAll(reference), (match) => match[1]))
    const next = current.replace(declaration, (whole, name: string) => (read.has(name) ? whole : ""))
    if (next === current) return withoutUnusedKeyframes(current)
    current = next
  }
}

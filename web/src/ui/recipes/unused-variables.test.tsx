import { describe, expect, test } from "vitest"
import { withoutUnusedVariables } from "../../../panda-unused-variables.ts"

describe("the stylesheet's dead variables and keyframes (panda.config.ts hook)", () => {
  test("drops variables nothing reads, also those read only by dropped ones; keeps what a rule reads", () => {
    const css = [
      ":where(:root){--spacing-4:1rem;--sizes-prose:65ch;--colors-a:var(--colors-b);--colors-b:#fff;",
      "--colors-c:var(--bp-primary,#123);--blur: ;}",
      ".x{padding:var(--spacing-4);color:var(--colors-c)}",
    ].join("")
    expect(withoutUnusedVariables(css)).toBe(
      ":where(:root){--spacing-4:1rem;--colors-c:var(--bp-primary,#123);}.x{padding:var(--spacing-4);color:var(--colors-c)}",
    )
  })

  test("a recipe class with a condition is a selector, not a declaration", () => {
    const css =
      ".button--variant_solid{background:red}.button--variant_solid:is(:hover,[data-hover]):enabled{filter:brightness(.92)}"
    expect(withoutUnusedVariables(css)).toBe(css)
  })

  test("drops keyframes nothing names, keeps those an animation uses", () => {
    const css =
      "@keyframes spin{to{transform:rotate(1turn)}}@keyframes pulse{50%{opacity:.5}}" +
      ".a{animation:pulse 2s infinite}::-webkit-inner-spin-button{height:auto}"
    expect(withoutUnusedVariables(css)).toBe(
      "@keyframes pulse{50%{opacity:.5}}.a{animation:pulse 2s infinite}::-webkit-inner-spin-button{height:auto}",
    )
  })
})

/**
 * A kiosk's screen is touched, not clicked: larger type (the whole page scales, as sizes are in rem) and
 * no target smaller than 48 × 48 CSS pixels, the size guidelines give a fingertip (WCAG 2.5.5's 44 plus
 * room for a glove or a shaky hand). Checkboxes and radios are reached through their labels, which grow
 * instead. `:where` keeps these rules weaker than any screen's own, so only sizes below the floor change.
 */
export const touchSizesCss = [
  "html { font-size: 125%; }",
  ":where(a, button, select, textarea, summary, [role=button], [role=tab], [role=menuitem], [role=option]) { min-height: 48px; min-width: 48px; }",
  ":where(input:not([type=checkbox], [type=radio], [type=hidden])) { min-height: 48px; }",
  ":where(a) { display: inline-flex; align-items: center; }",
  ":where(label:has(input[type=checkbox], input[type=radio]), [data-scope=checkbox][data-part=root], [data-scope=radio-group][data-part=item]) { min-height: 48px; }",
].join("\n")

export const TouchSizes = () => <style data-touch-sizes="">{touchSizesCss}</style>

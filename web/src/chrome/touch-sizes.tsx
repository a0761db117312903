/**
 * A kiosk's screen is read standing and touched: its own type scale (1rem is 20 px, and no text token
 * below 1rem), no target, or checkbox and radio label, under 48 × 48 CSS pixels, and the primary actions
 * (solid buttons, a form's submit) at least 64 px tall.
 *
 * The rules are outside Panda's layers, so they beat every layered style, a part's own `min-height`
 * included: a part that must be larger than the floor sets its `height` or padding instead.
 */
export const touchSizesCss = [
  "html { font-size: 125%; }",
  ":root { --font-sizes-2xs: 1rem; --font-sizes-xs: 1rem; --font-sizes-sm: 1rem; }",
  ":where(a, button, select, textarea, summary, [role=button], [role=tab], [role=menuitem], [role=option]) { min-height: 48px; min-width: 48px; }",
  ":where(input:not([type=checkbox], [type=radio], [type=hidden])) { min-height: 48px; }",
  ":where(a) { display: inline-flex; align-items: center; }",
  ":where(label:has(input[type=checkbox], input[type=radio]), [data-scope=checkbox][data-part=root], [data-scope=radio-group][data-part=item]) { min-height: 48px; }",
  ":where(.button--variant_solid, button[type=submit]) { min-height: 64px; }",
].join("\n")

export const TouchSizes = () => <style data-touch-sizes="">{touchSizesCss}</style>

/**
 * A kiosk's screen is touched: larger type (sizes are in rem, so the page scales) and no target, or checkbox
 * and radio label, under 48 × 48 CSS pixels. `:where` keeps these rules weaker than any screen's own, so only
 * sizes below the floor change.
 */
export const touchSizesCss = [
  "html { font-size: 125%; }",
  ":where(a, button, select, textarea, summary, [role=button], [role=tab], [role=menuitem], [role=option]) { min-height: 48px; min-width: 48px; }",
  ":where(input:not([type=checkbox], [type=radio], [type=hidden])) { min-height: 48px; }",
  ":where(a) { display: inline-flex; align-items: center; }",
  ":where(label:has(input[type=checkbox], input[type=radio]), [data-scope=checkbox][data-part=root], [data-scope=radio-group][data-part=item]) { min-height: 48px; }",
].join("\n")

export const TouchSizes = () => <style data-touch-sizes="">{touchSizesCss}</style>

// A kiosk's screen is read standing and touched (docs/decisions/040-kiosk-touch-and-payment.md). Unlayered,
// these rules beat every Panda style, a part's own `min-height` included: to be larger, set `height` or padding.
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

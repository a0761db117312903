/** The receipt printers' roll widths kiosks use, in millimetres. */
export type RollWidthMm = 58 | 80

// As tall as A4 so the longest receipt fits on one piece. A print media query cannot tell the roll from a
// sheet, so only a kiosk's layout adds these rules; unlayered, they win over Panda's layers.
export const rollPaperCss = (widthMm: RollWidthMm): string =>
  [
    `@page { size: ${widthMm}mm 297mm; margin: 3mm; }`,
    "@media print {",
    "  html { font-size: 10pt; }",
    "  [data-roll-stack] { grid-template-columns: 1fr; row-gap: 0.25rem; }",
    "  [data-roll-stack] dd { margin-bottom: 0.5rem; }",
    "}",
  ].join("\n")

export const RollPaperPrint = ({ widthMm }: { readonly widthMm: RollWidthMm }) => (
  <style data-roll-paper={widthMm}>{rollPaperCss(widthMm)}</style>
)

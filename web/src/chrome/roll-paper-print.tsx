/** The receipt printers' roll widths kiosks use, in millimetres. */
export type RollWidthMm = 58 | 80

/**
 * How a kiosk prints: on its receipt printer's roll, not on A4 or Letter. The page is the roll's width and
 * an A4 page's height, so the longest receipt fits on one piece; receipt printers' drivers feed no blank
 * paper after the last printed line. Type is set smaller, and a list of labels and values marked
 * `data-roll-stack` (the receipt's) puts each value under its label: side by side, the values got a column
 * a word wide. (A print media query cannot tell the roll from a sheet: Chromium answers it with the
 * window's width, not the paper's.) Unlayered, these rules come after Panda's layers.
 */
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

/** The receipt printers' roll widths kiosks use, in millimetres. */
export type RollWidthMm = 58 | 80

/**
 * How a kiosk prints: on its receipt printer's roll, not on A4 or Letter. The page is the roll's width and
 * an A4 page's height, so the longest receipt fits on one piece; receipt printers' drivers feed no blank
 * paper after the last printed line. Type is set smaller so a receipt's labels and values share a line.
 */
export const rollPaperCss = (widthMm: RollWidthMm): string =>
  [`@page { size: ${widthMm}mm 297mm; margin: 3mm; }`, "@media print { html { font-size: 10pt; } }"].join(
    "\n",
  )

export const RollPaperPrint = ({ widthMm }: { readonly widthMm: RollWidthMm }) => (
  <style data-roll-paper={widthMm}>{rollPaperCss(widthMm)}</style>
)

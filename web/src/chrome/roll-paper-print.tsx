// As tall as A4 so the longest receipt fits on one piece. A print media query cannot tell the roll from a
// sheet, so only a kiosk's layout adds these rules; unlayered, they win over Panda's layers.
export const RollPaperPrint = ({ widthMm }: { readonly widthMm: 58 | 80 }) => (
  <style data-roll-paper={widthMm}>
    {[
      `@page { size: ${widthMm}mm 297mm; margin: 3mm; }`,
      "@media print {",
      "  html { font-size: 10pt; }",
      "  [data-roll-stack] { grid-template-columns: 1fr; row-gap: 0.25rem; }",
      "  [data-roll-stack] dd { margin-bottom: 0.5rem; }",
      "}",
    ].join("\n")}
  </style>
)

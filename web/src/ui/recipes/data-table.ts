import { defineSlotRecipe } from "@pandacss/dev"

export const dataTableRecipe = defineSlotRecipe({
  className: "dataTable",
  description: "A list as a table, compact rows on narrow screens",
  slots: ["root", "caption", "head", "header", "row", "cell", "empty", "detailsRow", "details", "secondary"],
  base: {
    root: { width: "100%", borderCollapse: "collapse" },
    caption: {
      textAlign: "start",
      fontWeight: "700",
      "&[data-narrow-hidden]": { mdDown: { srOnly: true } },
    },
    head: {
      // Narrow screens: the headers stay for screen readers but leave the screen; each cell names its own.
      mdDown: { srOnly: true },
    },
    header: {
      textAlign: "start",
      padding: "2",
      borderBottom: "2px solid {colors.border.default}",
      "&[data-align=end]": { textAlign: "end" },
      "&[data-narrow-only]": { md: { display: "none" } },
    },
    row: {
      borderBottom: "1px solid {colors.border.default}",
      mdDown: {
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        columnGap: "3",
        rowGap: "1",
        paddingBlock: "2",
        // A row that opens: its button, its main cell (and the one under it), a figure and the action, in
        // one line of targets; the text is smaller so French dates and amounts fit a phone too.
        "&[data-compact]": {
          display: "grid",
          gridTemplateColumns: "auto minmax(0, 1fr) auto auto",
          gridTemplateAreas: '"toggle main figure action" "toggle sub figure action"',
          columnGap: "2",
          rowGap: "0",
          paddingBlock: "1",
          fontSize: "sm",
          lineHeight: "1.3",
        },
      },
    },
    cell: {
      padding: "2",
      "&[data-align=end]": { textAlign: "end" },
      "&[data-nowrap]": { whiteSpace: "nowrap" },
      "&[data-narrow-only]": { md: { display: "none" } },
      mdDown: {
        display: "block",
        position: "relative",
        padding: "0",
        minWidth: "0",
        // Read before the value, where the headers are off screen; generated, so the cell's text stays its value.
        "&[data-label]::before": { content: "attr(data-label) ' '", srOnly: true },
        "&[data-secondary]": { display: "none" },
        "&[data-area=toggle]": { gridArea: "toggle" },
        "&[data-area=main]": { gridArea: "main", alignSelf: "end" },
        "&[data-area=main-only]": { gridColumn: "2", gridRow: "1 / 3" },
        "&[data-area=sub]": { gridArea: "sub", alignSelf: "start" },
        "&[data-area=figure]": { gridArea: "figure" },
        "&[data-area=action]": { gridArea: "action" },
        // The row's last cell (its action or total) keeps to the end side, on whichever line it falls.
        "&:last-child:not([data-area])": { marginInlineStart: "auto" },
      },
    },
    empty: { padding: "4", color: "fg.muted" },
    // `hidden` wins over `display: block`: the reset's [hidden] rule is !important.
    detailsRow: {
      bg: "bg.canvas",
      mdDown: { display: "block" },
      "&[data-narrow-only]": { md: { display: "none" } },
    },
    details: { padding: "3", mdDown: { display: "block" } },
    // The secondary cells, shown here on narrow screens only: wide screens have them in the row.
    secondary: {
      display: "grid",
      gridTemplateColumns: "auto minmax(0, 1fr)",
      columnGap: "4",
      rowGap: "1",
      margin: "0",
      "& dt": { color: "fg.muted" },
      "& dd": { margin: "0" },
      "& [data-nowrap]": { whiteSpace: "nowrap" },
      md: { display: "none" },
    },
  },
})

import { defineSlotRecipe } from "@pandacss/dev"

/** A table on wide screens; on narrow ones each row is a card whose cells carry their header's name. */
export const dataTableRecipe = defineSlotRecipe({
  className: "dataTable",
  description: "A list as a table, cards on narrow screens",
  slots: ["root", "caption", "head", "header", "row", "cell", "empty", "detailsRow", "details"],
  base: {
    root: { width: "100%", borderCollapse: "collapse" },
    caption: { textAlign: "start", fontWeight: "700" },
    head: {
      // Narrow screens: the headers stay for screen readers but leave the screen; each cell shows its own.
      mdDown: { srOnly: true },
    },
    header: {
      textAlign: "start",
      padding: "2",
      borderBottom: "2px solid {colors.border.default}",
      "&[data-align=end]": { textAlign: "end" },
    },
    row: {
      borderBottom: "1px solid {colors.border.default}",
      mdDown: {
        display: "block",
        marginBlock: "3",
        padding: "3",
        border: "1px solid {colors.border.default}",
      },
    },
    cell: {
      padding: "2",
      "&[data-align=end]": { textAlign: "end" },
      mdDown: {
        display: "flex",
        justifyContent: "space-between",
        gap: "3",
        paddingInline: "0",
        "&[data-label]::before": { content: "attr(data-label)", fontWeight: "600" },
      },
    },
    empty: { padding: "4", color: "fg.muted" },
    // `hidden` wins over `display: block`: the reset's [hidden] rule is !important.
    detailsRow: { bg: "bg.canvas", mdDown: { display: "block" } },
    details: { padding: "3", mdDown: { display: "block" } },
  },
})

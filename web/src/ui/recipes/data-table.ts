import { defineSlotRecipe } from "@pandacss/dev"

/** A table on wide screens; on narrow ones each row is a card whose cells carry their header's name. */
export const dataTableRecipe = defineSlotRecipe({
  className: "dataTable",
  description: "A list as a table, cards on narrow screens",
  slots: ["root", "caption", "head", "header", "row", "cell", "empty", "detailsRow", "details"],
  base: {
    root: { width: "100%", borderCollapse: "collapse", bg: "bg.surface" },
    caption: { textAlign: "start", fontWeight: "700", fontSize: "lg", paddingBlock: "2" },
    head: {
      // Narrow screens: the headers stay for screen readers but leave the screen; each cell shows its own.
      mdDown: {
        position: "absolute",
        width: "1px",
        height: "1px",
        overflow: "hidden",
        clipPath: "inset(50%)",
      },
    },
    header: {
      textAlign: "start",
      paddingBlock: "2",
      paddingInline: "3",
      borderBottomWidth: "2px",
      borderStyle: "solid",
      borderColor: "border.default",
      fontSize: "sm",
      "&[data-align=end]": { textAlign: "end" },
    },
    row: {
      borderBottomWidth: "1px",
      borderStyle: "solid",
      borderColor: "border.default",
      mdDown: {
        display: "block",
        marginBlock: "3",
        padding: "3",
        borderWidth: "1px",
        borderRadius: "card",
      },
    },
    cell: {
      paddingBlock: "2",
      paddingInline: "3",
      verticalAlign: "top",
      "&[data-align=end]": { textAlign: "end", md: { fontVariantNumeric: "tabular-nums" } },
      mdDown: {
        display: "flex",
        justifyContent: "space-between",
        gap: "3",
        paddingInline: "0",
        "&[data-align=end]": { textAlign: "start" },
        "&[data-label]::before": { content: "attr(data-label)", fontWeight: "600" },
      },
    },
    empty: { paddingBlock: "4", paddingInline: "3", color: "fg.muted" },
    detailsRow: { bg: "bg.canvas", mdDown: { display: "block" }, "&[hidden]": { display: "none" } },
    details: { paddingBlock: "3", paddingInline: "4", mdDown: { display: "block" } },
  },
})

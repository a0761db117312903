import { defineSlotRecipe } from "@pandacss/dev"

/** The calendar of a date field: its button beside the input, and a floating month/year grid. */
export const datePickerRecipe = defineSlotRecipe({
  className: "datePicker",
  description: "The calendar beside a typed date",
  slots: ["root", "positioner", "content", "viewControl", "navButton", "viewTrigger", "table", "cell"],
  base: {
    root: { display: "flex" },
    positioner: { zIndex: 50 },
    content: {
      padding: "3",
      bg: "bg.surface",
      color: "fg.default",
      borderWidth: "1px",
      borderStyle: "solid",
      borderColor: "border.default",
      borderRadius: "card",
      boxShadow: "0 8px 28px rgba(16, 24, 40, 0.18)",
    },
    viewControl: {
      display: "flex",
      alignItems: "center",
      justifyContent: "space-between",
      gap: "2",
      mb: "2",
    },
    navButton: {
      minWidth: "44px",
      minHeight: "44px",
      fontSize: "xl",
      cursor: "pointer",
      borderRadius: "control",
    },
    viewTrigger: {
      minHeight: "44px",
      paddingInline: "3",
      fontWeight: "600",
      cursor: "pointer",
      borderRadius: "control",
    },
    table: { borderCollapse: "collapse", "& th": { fontSize: "sm", color: "fg.muted", fontWeight: "600" } },
    cell: {
      display: "flex",
      alignItems: "center",
      justifyContent: "center",
      minWidth: "40px",
      minHeight: "40px",
      borderRadius: "control",
      cursor: "pointer",
      _hover: { bg: "bg.canvas" },
      "&[data-today]": { fontWeight: "700", textDecoration: "underline" },
      _selected: { bg: "brand.primary", color: "brand.onPrimary" },
      "&[data-outside-range]": { color: "fg.muted" },
      _disabled: { opacity: 0.4, cursor: "not-allowed" },
    },
  },
})

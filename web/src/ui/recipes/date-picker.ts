import { defineSlotRecipe } from "@pandacss/dev"

/** The calendar of a date field: its button beside the input, and a floating month/year grid. */
export const datePickerRecipe = defineSlotRecipe({
  className: "datePicker",
  description: "The calendar beside a typed date",
  slots: ["content", "viewControl", "table", "cell"],
  base: {
    content: { padding: "3" },
    viewControl: {
      display: "flex",
      alignItems: "center",
      justifyContent: "space-between",
      gap: "2",
      mb: "2",
    },
    table: { borderCollapse: "collapse" },
    cell: {
      display: "flex",
      alignItems: "center",
      justifyContent: "center",
      minWidth: "40px",
      minHeight: "40px",
      borderRadius: "control",
      cursor: "pointer",
      "&[data-today]": { fontWeight: "700", textDecoration: "underline" },
      _selected: { bg: "brand.primary", color: "brand.onPrimary" },
      "&[data-outside-range]": { color: "fg.muted" },
      _disabled: { opacity: 0.4, cursor: "not-allowed" },
    },
  },
})

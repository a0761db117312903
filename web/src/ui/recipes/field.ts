import { defineSlotRecipe } from "@pandacss/dev"

export const fieldRecipe = defineSlotRecipe({
  className: "field",
  description: "A labelled form field with its error under it",
  slots: ["root", "label", "input", "error", "hint"],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "1", width: "100%" },
    label: { fontWeight: "600", fontSize: "sm", color: "fg.default" },
    input: {
      minHeight: "44px",
      paddingInline: "3",
      borderWidth: "1px",
      borderStyle: "solid",
      borderColor: "border.default",
      borderRadius: "control",
      bg: "bg.surface",
      color: "fg.default",
      fontSize: "md",
      "&[data-invalid]": { borderColor: "status.error", borderWidth: "2px" },
    },
    error: {
      display: "flex",
      alignItems: "flex-start",
      gap: "1",
      color: "status.error",
      fontSize: "sm",
      fontWeight: "500",
    },
    hint: { color: "fg.muted", fontSize: "sm" },
  },
})

import { defineSlotRecipe } from "@pandacss/dev"
import { borderedSurface } from "./surface.ts"

export const fieldRecipe = defineSlotRecipe({
  className: "field",
  description: "A labelled form field with its error under it",
  slots: ["root", "label", "control", "input", "toggle", "error", "hint"],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "1", width: "100%" },
    label: { fontWeight: "600", fontSize: "sm", color: "fg.default" },
    // An input with a button beside it (show password, open the calendar).
    control: { display: "flex", alignItems: "stretch", gap: "2" },
    input: {
      flex: "1",
      minWidth: "0",
      minHeight: "44px",
      paddingInline: "3",
      ...borderedSurface,
      borderRadius: "control",
      fontSize: "md",
      "&[data-invalid]": { borderColor: "status.error", borderWidth: "2px" },
    },
    toggle: {
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      minWidth: "44px",
      ...borderedSurface,
      borderRadius: "control",
      cursor: "pointer",
      "&[aria-pressed=true]": { bg: "bg.canvas", borderColor: "brand.primary" },
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

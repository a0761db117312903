import { defineSlotRecipe } from "@pandacss/dev"

/** An Ark UI Select's button showing the choice; its floating list uses the menu recipe. */
export const selectRecipe = defineSlotRecipe({
  className: "select",
  description: "A drop-down choice in a form",
  slots: ["root", "trigger", "indicator"],
  base: {
    root: { width: "100%" },
    trigger: {
      display: "flex",
      alignItems: "center",
      justifyContent: "space-between",
      gap: "2",
      width: "100%",
      minHeight: "44px",
      paddingInline: "3",
      borderWidth: "1px",
      borderStyle: "solid",
      borderColor: "border.default",
      borderRadius: "control",
      bg: "bg.surface",
      color: "fg.default",
      textAlign: "start",
      cursor: "pointer",
      _invalid: { borderColor: "status.error", borderWidth: "2px" },
      "&[data-placeholder-shown]": { color: "fg.muted" },
    },
    indicator: { display: "inline-flex", _open: { transform: "rotate(180deg)" } },
  },
})

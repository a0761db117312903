import { defineSlotRecipe } from "@pandacss/dev"

/** An Ark UI Select's button showing the choice; its floating list uses the menu recipe. */
export const selectRecipe = defineSlotRecipe({
  className: "select",
  description: "A drop-down choice in a form",
  slots: ["root", "trigger", "indicator"],
  base: {
    root: {},
    // On top of the field's input look (border, height, invalid state): a button laid out as one.
    trigger: {
      display: "flex",
      alignItems: "center",
      justifyContent: "space-between",
      gap: "2",
      textAlign: "start",
      cursor: "pointer",
      "&[data-placeholder-shown]": { color: "fg.muted" },
    },
    indicator: { display: "inline-flex", _open: { transform: "rotate(180deg)" } },
  },
})

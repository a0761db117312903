import { defineSlotRecipe } from "@pandacss/dev"

export const tabsRecipe = defineSlotRecipe({
  className: "tabs",
  description: "Tabs whose choice is kept in the address",
  slots: ["root", "list", "trigger", "content"],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "4" },
    list: {
      display: "flex",
      flexWrap: "wrap",
      gap: "1",
      borderBottomWidth: "2px",
      borderStyle: "solid",
      borderColor: "border.default",
    },
    trigger: {
      minHeight: "44px",
      paddingInline: "4",
      marginBottom: "-2px",
      borderBottomWidth: "4px",
      borderStyle: "solid",
      borderColor: "transparent",
      color: "fg.default",
      fontWeight: "600",
      cursor: "pointer",
      _hover: { _enabled: { bg: "bg.canvas" } },
      _selected: { borderColor: "brand.primary", color: "fg.default" },
      _disabled: { opacity: 0.55, cursor: "not-allowed" },
    },
    content: { _focusVisible: { outline: "3px solid", outlineColor: "focus.ring", outlineOffset: "2px" } },
  },
})

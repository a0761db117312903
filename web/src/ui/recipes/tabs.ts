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
      borderBottom: "2px solid {colors.border.default}",
    },
    trigger: {
      minHeight: "44px",
      paddingInline: "4",
      marginBottom: "-2px",
      borderBottom: "4px solid transparent",
      fontWeight: "600",
      cursor: "pointer",
      _hover: { _enabled: { bg: "bg.canvas" } },
      _selected: { borderColor: "brand.primary" },
      _disabled: { opacity: 0.55, cursor: "not-allowed" },
    },
    // The panel's focus ring is the global :focus-visible one.
    content: {},
  },
})

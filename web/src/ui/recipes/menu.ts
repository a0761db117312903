import { defineSlotRecipe } from "@pandacss/dev"
import { borderedSurface } from "./surface.ts"

/** The parts of an Ark UI Menu: its trigger button and a floating list of items. */
export const menuRecipe = defineSlotRecipe({
  className: "menu",
  description: "A drop-down menu (account menu, language choice)",
  slots: ["trigger", "indicator", "positioner", "content", "item", "itemIndicator", "separator"],
  base: {
    trigger: {
      display: "inline-flex",
      alignItems: "center",
      gap: "2",
      minHeight: "44px",
      paddingInline: "3",
      ...borderedSurface,
      borderRadius: "control",
      fontSize: "md",
      fontWeight: "600",
      cursor: "pointer",
      _hover: { bg: "bg.canvas" },
      _expanded: { bg: "bg.canvas" },
    },
    indicator: {
      display: "inline-flex",
      transition: "transform 0.15s",
      _open: { transform: "rotate(180deg)" },
    },
    positioner: { zIndex: 50 },
    content: {
      // Ark's positioner takes the content's z-index: without one, the menu opened under the kiosk's bar.
      zIndex: 50,
      display: "flex",
      flexDirection: "column",
      minWidth: "220px",
      paddingBlock: "2",
      ...borderedSurface,
      borderRadius: "control",
      boxShadow: "0 8px 28px rgba(16, 24, 40, 0.18)",
      outline: "none",
      _focusVisible: { outline: "3px solid", outlineColor: "focus.ring", outlineOffset: "2px" },
    },
    item: {
      display: "flex",
      alignItems: "center",
      gap: "2",
      minHeight: "44px",
      paddingInline: "4",
      color: "fg.default",
      textDecoration: "none",
      cursor: "pointer",
      userSelect: "none",
      outline: "none",
      "&[data-highlighted]": {
        bg: "bg.canvas",
        color: "fg.default",
        textDecoration: "underline",
        boxShadow: "inset 4px 0 0 0 {colors.brand.primary}",
      },
      "&[aria-current=page]": { fontWeight: "700" },
      _disabled: { opacity: 0.55, cursor: "not-allowed" },
    },
    itemIndicator: { display: "inline-flex", width: "1.25em", justifyContent: "center" },
    separator: { height: "1px", bg: "border.default", marginBlock: "2", border: "none" },
  },
})

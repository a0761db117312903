import { defineSlotRecipe } from "@pandacss/dev"

/** A checkbox or a radio button with its text: a 44px target, the box or dot first. */
export const choiceRecipe = defineSlotRecipe({
  className: "choice",
  description: "A checkbox or radio button and its text",
  slots: ["root", "box", "dot", "mark", "text"],
  base: {
    root: {
      display: "flex",
      alignItems: "center",
      gap: "3",
      minHeight: "44px",
      cursor: "pointer",
      // Ark marks the whole item (box or dot, and its text) while the keyboard focuses its input.
      "&[data-focus-visible]": { outline: "3px solid", outlineColor: "focus.ring", outlineOffset: "2px" },
    },
    box: {
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      flexShrink: 0,
      width: "22px",
      height: "22px",
      border: "2px solid {colors.fg.muted}",
      borderRadius: "4px",
      bg: "bg.surface",
      _checked: { bg: "brand.primary", borderColor: "brand.primary", color: "brand.onPrimary" },
      _invalid: { borderColor: "status.error" },
    },
    dot: {
      flexShrink: 0,
      width: "22px",
      height: "22px",
      border: "2px solid {colors.fg.muted}",
      borderRadius: "999px",
      bg: "bg.surface",
      _checked: {
        borderColor: "brand.primary",
        boxShadow: "inset 0 0 0 4px {colors.bg.surface}",
        bg: "brand.primary",
      },
    },
    mark: {},
    text: {},
  },
})

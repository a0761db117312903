import { defineSlotRecipe } from "@pandacss/dev"

export const paginationRecipe = defineSlotRecipe({
  className: "pagination",
  description: "The page buttons under a list",
  slots: ["root", "list", "button"],
  base: {
    root: { display: "flex", justifyContent: "center", marginBlock: "4" },
    list: { display: "flex", flexWrap: "wrap", gap: "2", listStyle: "none" },
    button: {
      minWidth: "44px",
      minHeight: "44px",
      paddingInline: "2",
      borderRadius: "control",
      borderWidth: "1px",
      borderStyle: "solid",
      borderColor: "border.default",
      bg: "bg.surface",
      color: "fg.default",
      fontWeight: "600",
      cursor: "pointer",
      _hover: { _enabled: { bg: "bg.canvas" } },
      _disabled: { opacity: 0.55, cursor: "not-allowed" },
      "&[aria-current=page]": {
        bg: "brand.primary",
        color: "brand.onPrimary",
        borderColor: "brand.primary",
        cursor: "default",
      },
    },
  },
})

import { defineRecipe } from "@pandacss/dev"

export const cardRecipe = defineRecipe({
  className: "card",
  description: "A surface holding one block of content",
  base: {
    bg: "bg.surface",
    color: "fg.default",
    borderRadius: "card",
    borderWidth: "1px",
    borderStyle: "solid",
    borderColor: "border.default",
    padding: { base: "4", md: "6" },
    boxShadow: "0 1px 3px rgba(16, 24, 40, 0.08)",
  },
})

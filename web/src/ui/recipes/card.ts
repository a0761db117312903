import { defineRecipe } from "@pandacss/dev"
import { borderedSurface } from "./surface.ts"

export const cardRecipe = defineRecipe({
  className: "card",
  description: "A surface holding one block of content",
  base: {
    ...borderedSurface,
    borderRadius: "card",
    padding: { base: "4", md: "6" },
    boxShadow: "0 1px 3px rgba(16, 24, 40, 0.08)",
  },
})

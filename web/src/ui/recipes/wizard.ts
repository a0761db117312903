import { defineSlotRecipe } from "@pandacss/dev"

export const wizardRecipe = defineSlotRecipe({
  className: "wizard",
  description: "One step of a multi-step flow and where it stands",
  slots: ["root", "indicator", "track", "mark", "heading"],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "3" },
    indicator: { color: "fg.muted", fontSize: "sm", fontWeight: "600" },
    track: { display: "flex", gap: "2", listStyle: "none" },
    mark: {
      flex: "1",
      height: "6px",
      borderRadius: "999px",
      bg: "border.default",
      "&[data-state=done], &[data-state=current]": { bg: "brand.primary" },
    },
    heading: { fontSize: "2xl", fontWeight: "700", outline: "none" },
  },
})

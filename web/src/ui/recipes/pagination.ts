import { defineSlotRecipe } from "@pandacss/dev"

/** The page buttons under a list: the button recipe's outline buttons, the current page solid. */
export const paginationRecipe = defineSlotRecipe({
  className: "pagination",
  description: "The page buttons under a list",
  slots: ["root", "list"],
  base: {
    root: { display: "flex", justifyContent: "center", marginBlock: "4" },
    list: {
      display: "flex",
      flexWrap: "wrap",
      gap: "2",
      "& button": { minWidth: "44px", minHeight: "44px" },
      "& [aria-current=page]": { cursor: "default" },
    },
  },
})

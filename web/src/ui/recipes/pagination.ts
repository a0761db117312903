import { defineSlotRecipe } from "@pandacss/dev"

/** The page buttons under a list: the button recipe's outline buttons, the current page solid. */
export const paginationRecipe = defineSlotRecipe({
  className: "pagination",
  description: "The page buttons under a list",
  slots: ["root", "list"],
  base: {
    root: { display: "flex", justifyContent: "center", marginBlock: { base: "0", md: "4" } },
    list: {
      display: "flex",
      // One line on a phone: there only the current page's number shows between the steps.
      flexWrap: "nowrap",
      gap: "2",
      "& > li[data-other]": { mdDown: { display: "none" } },
      "& [aria-current=page]": { cursor: "default" },
    },
  },
})

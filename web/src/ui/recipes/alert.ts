import { defineRecipe } from "@pandacss/dev"

/** Alert priorities of spec §3: 1 error, 2 warning, 3 tip, 4 success. */
export const alertRecipe = defineRecipe({
  className: "alert",
  description: "A message above the page content",
  base: {
    display: "flex",
    alignItems: "flex-start",
    gap: "3",
    paddingBlock: "3",
    paddingInline: "4",
    borderRadius: "control",
    borderWidth: "1px",
    borderStyle: "solid",
    borderInlineStartWidth: "6px",
    bg: "bg.surface",
    color: "fg.default",
  },
  variants: {
    priority: {
      error: { borderColor: "status.error" },
      warning: { borderColor: "status.warning" },
      tip: { borderColor: "status.tip" },
      success: { borderColor: "status.success" },
    },
  },
  defaultVariants: { priority: "error" },
  // Every priority's rules are built, as the alert list picks its variant at run time.
  staticCss: ["*"],
})

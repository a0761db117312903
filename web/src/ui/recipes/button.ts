import { defineRecipe } from "@pandacss/dev"

export const buttonRecipe = defineRecipe({
  className: "button",
  description: "Every button and button-like link of the portal",
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: "2",
    minHeight: "44px",
    paddingInline: "5",
    borderRadius: "control",
    borderWidth: "2px",
    borderStyle: "solid",
    fontWeight: "600",
    fontSize: "md",
    lineHeight: "1.2",
    cursor: "pointer",
    textDecoration: "none",
    transition: "background-color 0.15s, color 0.15s",
    _disabled: { opacity: 0.55, cursor: "not-allowed" },
  },
  variants: {
    variant: {
      solid: {
        bg: "brand.primary",
        color: "brand.onPrimary",
        borderColor: "brand.primary",
        _hover: { _enabled: { filter: "brightness(0.92)" } },
      },
      outline: {
        bg: "bg.surface",
        color: "brand.primary",
        borderColor: "brand.primary",
        _hover: { _enabled: { bg: "bg.canvas" } },
      },
      ghost: {
        bg: "transparent",
        color: "fg.default",
        borderColor: "transparent",
        _hover: { _enabled: { bg: "bg.canvas" } },
      },
      link: {
        bg: "transparent",
        color: "accent.link",
        borderColor: "transparent",
        paddingInline: "1",
        textDecoration: "underline",
        minHeight: "auto",
      },
    },
    corners: {
      round: {},
      square: { borderRadius: "0" },
    },
    size: {
      md: {},
      sm: { minHeight: "36px", paddingInline: "3", fontSize: "sm" },
    },
    fullWidth: { true: { width: "100%" } },
  },
  defaultVariants: { variant: "solid", corners: "round", size: "md" },
  // Every variant's rules are built, as some buttons pick theirs at run time (a download's look).
  staticCss: ["*"],
})

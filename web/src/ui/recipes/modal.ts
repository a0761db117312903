import { defineSlotRecipe } from "@pandacss/dev"
import { borderedSurface } from "./surface.ts"

/** The parts of an Ark UI Dialog: a dimmed backdrop and a centered card holding title, text and actions. */
export const modalRecipe = defineSlotRecipe({
  className: "modal",
  description: "A centered modal dialog (help, idle warning, confirmations)",
  slots: ["backdrop", "positioner", "content", "title", "description", "body", "actions"],
  base: {
    backdrop: { position: "fixed", inset: "0", bg: "rgba(15, 18, 30, 0.6)", zIndex: 60 },
    positioner: {
      position: "fixed",
      inset: "0",
      display: "flex",
      alignItems: "center",
      justifyContent: "center",
      padding: { base: "3", md: "6" },
      zIndex: 70,
      overflowY: "auto",
    },
    content: {
      position: "relative",
      display: "flex",
      flexDirection: "column",
      gap: "4",
      width: "100%",
      maxHeight: "calc(100dvh - 24px)",
      overflowY: "auto",
      ...borderedSurface,
      borderRadius: "card",
      padding: { base: "5", md: "6" },
      boxShadow: "0 12px 48px rgba(0, 0, 0, 0.3)",
      _focusVisible: { outline: "3px solid", outlineColor: "focus.ring", outlineOffset: "2px" },
    },
    title: { fontFamily: "heading", fontSize: "xl", fontWeight: "700", lineHeight: "1.25", margin: "0" },
    description: { color: "inherit", margin: "0" },
    body: { display: "flex", flexDirection: "column", gap: "3" },
    // Stacked full width on a phone; in a row they share the width, so long labels wrap into a stack.
    actions: {
      display: "flex",
      flexDirection: { base: "column", sm: "row" },
      flexWrap: "wrap",
      gap: "3",
      justifyContent: "flex-end",
      marginTop: "2",
      "& > *": { flexGrow: 1 },
      "& > :only-child": { flexGrow: 0 },
    },
  },
  variants: {
    size: {
      md: { content: { maxWidth: "480px" } },
      xl: { content: { maxWidth: "960px" }, title: { fontSize: "2xl" } },
      // A phone's filters: a sheet from the bottom edge, within the thumb's reach.
      sheet: {
        positioner: { alignItems: "flex-end", padding: "0" },
        content: { maxWidth: "640px", borderBottomRadius: "0", maxHeight: "calc(100dvh - 48px)" },
      },
    },
  },
  defaultVariants: { size: "md" },
  // Every size's rules are built, as the modal picks its size at run time.
  staticCss: ["*"],
})

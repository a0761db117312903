/** A surface with the default border: cards, dialogs, fields, menus and their buttons share it. */
export const borderedSurface = {
  bg: "bg.surface",
  color: "fg.default",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "border.default",
} as const

import { css } from "../../../styled-system/css"

/** A document framed in a dialog: full width, thin border, white whatever the theme; uses add a height. */
export const dialogFrameClass = css({
  display: "block",
  width: "100%",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "border.default",
  borderRadius: "control",
  bg: "white",
})

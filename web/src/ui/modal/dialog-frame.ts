import { css } from "../../../styled-system/css"

/**
 * A document framed in a dialog (a bill to print, the card page on a kiosk): full width, a thin border and a
 * white page whatever the theme; each use adds its height.
 */
export const dialogFrameClass = css({
  display: "block",
  width: "100%",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "border.default",
  borderRadius: "control",
  bg: "white",
})

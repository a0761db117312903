import { css } from "../../../styled-system/css"

/**
 * A document framed in a dialog (a bill to print, the provider's card page on a kiosk): the dialog's
 * width, a thin border and a white page whatever the theme, as paper and the provider's page expect.
 * Each use adds its own height.
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

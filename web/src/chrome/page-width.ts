import { css } from "../../styled-system/css"

/** Shared by header, main, help block and footer so their edges line up; a kiosk's reads the same either way up. */
export const pageColumn = css.raw({
  width: "100%",
  maxWidth: "1200px",
  mx: "auto",
  px: { base: "4", md: "6" },
  _kiosk: { maxWidth: "52rem" },
})

export const pageWidthClass = css(pageColumn)

/** A band across the screen above the page (the header, the kiosk bar): the surface colour, a rule below, not printed. */
export const topBandClass = css({
  bg: "bg.surface",
  borderBottom: "1px solid {colors.border.default}",
  _print: { display: "none" },
})

import { css } from "../../styled-system/css"

/**
 * The page's column: the header, kiosk bar, main content, help block and footer share it so their edges line
 * up. A kiosk's is narrower, one column that reads the same upright or on a landscape screen.
 */
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

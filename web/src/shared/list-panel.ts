import { css } from "../../styled-system/css"

/** Tighter on a phone, where the list should reach as far up the screen as it can. */
export const listPanelClass = css({
  display: "flex",
  flexDirection: "column",
  gap: { base: "3", md: "4" },
  paddingBlock: { base: "0", md: "2" },
})

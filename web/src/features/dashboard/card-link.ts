import { css } from "../../../styled-system/css"

/** A card's closing link ("All bills", "Change payment method"): a full touch target under the content. */
export const cardLinkClass = css({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  mt: "2",
  fontWeight: "600",
  textUnderlineOffset: "3px",
})

import { css } from "../../../styled-system/css"

/** The sentence under a step's heading. */
export const stepIntroClass = css({ color: "fg.muted", m: "0" })

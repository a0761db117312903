import { css } from "../../../styled-system/css"

/** Blocks one under the other, the commonest layout of lists, panels and forms; each use adds its own gap. */
export const column = css.raw({ display: "flex", flexDirection: "column" })

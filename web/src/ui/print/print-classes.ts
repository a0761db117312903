import { css } from "../../../styled-system/css"

/** Left off paper: the chrome and the buttons, which do nothing there. */
export const screenOnlyClass = css({ _print: { display: "none" } })

/** What only paper shows: the provider's logo above a receipt, which the hidden header showed on screen. */
export const printOnlyClass = css({ display: "none", _print: { display: "block" } })

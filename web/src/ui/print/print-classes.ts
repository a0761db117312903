import { css } from "../../../styled-system/css"

/**
 * What a printed page leaves out: the chrome (header menus, footer, alerts) and the buttons, which do
 * nothing on paper. A page meant to be printed (a receipt) says so by the parts it marks.
 */
export const screenOnlyClass = css({ _print: { display: "none" } })

/** What only paper shows: the provider's logo above a receipt, which the hidden header showed on screen. */
export const printOnlyClass = css({ display: "none", _print: { display: "block" } })

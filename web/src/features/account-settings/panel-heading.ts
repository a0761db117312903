import { css } from "../../../styled-system/css"

/**
 * A settings panel's heading: the selected tab above it shows the same name, so on screen it would say it
 * twice; it stays for a screen reader's list of headings.
 */
export const panelHeadingClass = css({ srOnly: true })

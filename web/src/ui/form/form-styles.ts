import { css } from "../../../styled-system/css"
import { column } from "../layout/column.ts"

/** A form's fields, one under the other. */
export const formClass = css(column, { gap: "4" })

/** Parts one under the other, spaced wider than a form's fields: a form's groups, a screen's cards. */
export const stackClass = css(column, { gap: "6" })

/** A fieldset that groups fields without the browser's border and padding. */
export const fieldsetClass = css(column, {
  gap: "4",
  border: "none",
  p: "0",
  m: "0",
  minWidth: "0",
})

/** A muted sentence: the one under a form's or a step's heading, or a note in place of a list. */
export const introClass = css({ color: "fg.muted", m: "0" })

/** A small line after a form: "Already registered? Sign in". */
export const noteClass = css({ m: "0", fontSize: "sm", color: "fg.muted" })

/** A link inside a sentence, underlined so it does not rely on colour alone. */
export const inlineLinkClass = css({ color: "accent.link", textDecoration: "underline", fontWeight: "500" })

export const hiddenClass = css({ srOnly: true })

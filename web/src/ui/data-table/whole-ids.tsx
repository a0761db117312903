import type { ReactNode } from "react"
import { css } from "../../../styled-system/css"

const wholeClass = css({ whiteSpace: "nowrap" })
/** A service ID as the providers write them: capitals, a hyphen, digits (TEL-5550101). */
const idPattern = /([A-Z]{2,}-\d+)/u

/** The text with what `pattern` matches (one group around the whole match) never broken at its hyphens. */
export const keptWhole = (text: string, pattern: RegExp): ReactNode =>
  text.split(pattern).map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never move.
      <span key={index} className={wholeClass}>
        {part}
      </span>
    ) : (
      part
    ),
  )

/** Text whose IDs never break at their hyphen, while the words around them still wrap. */
export const WholeIds = ({ text }: { readonly text: string }) => <>{keptWhole(text, idPattern)}</>

import type { HelpTopic } from "@billpath/contract"
import { useState } from "react"
import { cx } from "../../../styled-system/css"
import { button } from "../../../styled-system/recipes"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { HelpModal } from "./help-modal.tsx"

export interface HelpLinkProps {
  readonly topic: HelpTopic
  /** The id of what the link helps with (a field's label, say), so "Where do I find this?" is not ambiguous. */
  readonly "aria-describedby"?: string
  readonly className?: string
}

/**
 * "Where do I find this?": a link-styled button that opens the help modal for a topic. Focus goes back
 * to it when the modal closes.
 */
export const HelpLink = ({ topic, className, "aria-describedby": describedBy }: HelpLinkProps) => {
  const LL = useTranslations()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-describedby={describedBy}
        className={cx(button({ variant: "link", size: "sm" }), className)}
        onClick={() => setOpen(true)}
      >
        <QuestionIcon />
        {LL.help.whereIsIt()}
      </button>
      <HelpModal topic={topic} open={open} onOpenChange={setOpen} />
    </>
  )
}

const QuestionIcon = () => (
  <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <g fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round">
      <circle cx="10" cy="10" r="8" />
      <path d="M7.6 7.7a2.5 2.5 0 1 1 3.4 2.3c-.6.3-1 .8-1 1.5v.6" />
    </g>
    <circle cx="10" cy="14.6" r="1.1" fill="currentColor" />
  </svg>
)

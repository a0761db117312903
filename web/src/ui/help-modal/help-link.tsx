import type { HelpTopic } from "@billpath/contract"
import { lazy, Suspense, useState } from "react"
import { css, cx } from "../../../styled-system/css"
import { button } from "../../../styled-system/recipes"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { fieldLabelId, useFieldWiring } from "../form/field-frame.tsx"

// The dialog (Ark's, with its portal) loads when the customer first asks for help, not with the form.
const HelpModal = lazy(() => import("./help-modal.tsx").then(({ HelpModal }) => ({ default: HelpModal })))

export interface HelpLinkProps {
  readonly topic: HelpTopic
  /** What the link helps with, so "Where do I find this?" is not ambiguous (in a field's `aside`, its label). */
  readonly "aria-describedby"?: string
}

// Under a field it starts where the field does, not centred in the column.
const startClass = css({ alignSelf: "flex-start" })

/** "Where do I find this?": a link-styled button opening the help modal, which gives the focus back. */
export const HelpLink = ({ topic, "aria-describedby": describedBy }: HelpLinkProps) => {
  const LL = useTranslations()
  const [open, setOpen] = useState(false)
  // Mounted from the first ask on, so closing plays its exit and returns the focus here.
  const [asked, setAsked] = useState(false)
  const wiring = useFieldWiring()
  const description = describedBy ?? (wiring === undefined ? undefined : fieldLabelId(wiring.id))
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-describedby={description}
        className={cx(button({ variant: "link", size: "sm" }), startClass)}
        onClick={() => {
          setAsked(true)
          setOpen(true)
        }}
      >
        <QuestionIcon />
        {LL.help.whereIsIt()}
      </button>
      {asked ? (
        <Suspense fallback={null}>
          <HelpModal topic={topic} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
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

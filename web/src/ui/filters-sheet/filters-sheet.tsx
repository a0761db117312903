import { lazy, type ReactNode, Suspense, useId, useState } from "react"
import { css } from "../../../styled-system/css"
import { button } from "../../../styled-system/recipes"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { useWideScreen } from "./wide-screen.ts"

const barClass = css({ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: "3", rowGap: "1" })
const summaryClass = css({ color: "fg.muted", fontSize: "sm" })
const openClass = button({ variant: "outline" })
const closeClass = button({ variant: "ghost" })
// The dialog's code (Ark's) comes when the customer first opens the filters, not with the list.
const Modal = lazy(() => import("../modal/modal.tsx").then(({ Modal }) => ({ default: Modal })))

export interface FiltersSheetProps {
  /** What the list is filtered by now ("11/22/2025 to 11/22/2026"), beside the button that opens the sheet. */
  readonly summary: string
  /** The filters' form; `searched` closes the sheet once a search is under way (a no-op inline). */
  readonly children: (searched: () => void) => ReactNode
}

/** On a phone the filters would fill the first screen, so a Filters button opens them in a bottom sheet. */
export const FiltersSheet = ({ summary, children }: FiltersSheetProps) => {
  const LL = useTranslations()
  const wide = useWideScreen()
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  const summaryId = useId()
  if (wide) return <>{children(() => undefined)}</>
  return (
    <div className={barClass}>
      <button
        type="button"
        className={openClass}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-describedby={summaryId}
        onClick={() => {
          setOpened(true)
          setOpen(true)
        }}
      >
        {LL.search.filters()}
      </button>
      <span id={summaryId} className={summaryClass}>
        {summary}
      </span>
      {opened ? (
        <Suspense fallback={null}>
          <Modal
            open={open}
            onOpenChange={setOpen}
            size="sheet"
            title={LL.search.filters()}
            actions={
              <button type="button" className={closeClass} onClick={() => setOpen(false)}>
                {LL.common.close()}
              </button>
            }
          >
            {children(() => setOpen(false))}
          </Modal>
        </Suspense>
      ) : null}
    </div>
  )
}

import { useStore } from "jotai"
import { useState } from "react"
import { css, cx } from "../../styled-system/css"
import { button } from "../../styled-system/recipes"
import { useTranslations } from "../i18n/i18n-atoms.ts"
import { wipeKiosk } from "../session/kiosk-wipe.ts"
import { pageWidthClass, topBandClass } from "./page-width.ts"

/** The kiosk's End session, always at the top: it wipes everything of the customer's for the next. */
export const KioskBar = () => {
  const LL = useTranslations()
  const store = useStore()
  const [ending, setEnding] = useState(false)
  return (
    <div className={cx(topBandClass, css({ position: "sticky", top: "0", zIndex: 5 }))}>
      <div
        className={cx(
          pageWidthClass,
          css({
            display: "flex",
            justifyContent: "flex-end",
            alignItems: "center",
            gap: "4",
            py: "2",
          }),
        )}
      >
        <p id="kiosk-end-hint" className={css({ m: "0", color: "fg.muted", fontSize: "sm" })}>
          {LL.kiosk.endSessionHint()}
        </p>
        <button
          type="button"
          aria-describedby="kiosk-end-hint"
          disabled={ending}
          className={`${button({ variant: "outline" })} ${css({ minHeight: "3rem", minWidth: "3rem", px: "6" })}`}
          onClick={() => {
            setEnding(true)
            void wipeKiosk(store)
          }}
        >
          {LL.kiosk.endSession()}
        </button>
      </div>
    </div>
  )
}

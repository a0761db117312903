import type { ErrorComponentProps } from "@tanstack/react-router"
import { css } from "../../styled-system/css"
import { button } from "../../styled-system/recipes"
import { useTranslations } from "../i18n/i18n-atoms.ts"
import { column } from "../ui/layout/column.ts"

/** A screen's code could not be loaded, or failed (spec §9): what happened, and a way to try again. */
export const PageLoadFailure = ({ reason }: { readonly reason: "chunk" | "error" }) => {
  const LL = useTranslations()
  return (
    <div role="alert" className={css(column, { gap: "4", py: "8" })}>
      <h1 className={css({ textStyle: "title.page" })}>
        {reason === "chunk" ? LL.alerts.chunkFailed() : LL.alerts.error()}
      </h1>
      <div>
        <button type="button" className={button()} onClick={() => window.location.reload()}>
          {LL.common.reload()}
        </button>
      </div>
    </div>
  )
}

/** What a screen that failed shows in place of the router's English default. */
export const RouteError = ({ error }: ErrorComponentProps) => (
  <PageLoadFailure reason={isChunkLoadError(error) ? "chunk" : "error"} />
)

/** Whether an error is a screen's code failing to load (the browsers word it differently). */
const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  /dynamically imported module|module script failed|loading chunk|error loading|failed to fetch/iu.test(
    error.message,
  )

import type { ReactNode } from "react"
import { css } from "../../../styled-system/css"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { LoadingNote, Skeleton } from "../../ui/skeleton/skeleton.tsx"

export const panelClass = css({ display: "flex", flexDirection: "column", gap: "5", maxWidth: "640px" })
export const mutedClass = css({ color: "fg.muted", fontSize: "sm" })
export const groupHeadingClass = css({ textStyle: "title.group" })

/** Screen-reader only: the selected tab above already shows the name, but the list of headings needs it. */
export const PanelHeading = ({ id, children }: { readonly id?: string; readonly children: ReactNode }) => (
  <h2 id={id} className={css({ srOnly: true })}>
    {children}
  </h2>
)

export const PanelSkeleton = () => {
  const LL = useTranslations()
  return (
    <div aria-busy="true" className={css({ display: "flex", flexDirection: "column", gap: "4", py: "2" })}>
      <Skeleton width="12em" />
      <Skeleton width="100%" height="3rem" />
      <Skeleton width="100%" height="3rem" />
      <LoadingNote text={LL.accountSettings.loading()} />
    </div>
  )
}

import type { ReactNode } from "react"
import { css } from "../../../styled-system/css"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { LoadingNote, Skeleton } from "../../ui/skeleton/skeleton.tsx"

/**
 * A settings panel's heading: the selected tab above it shows the same name, so on screen it would say it
 * twice; it stays for a screen reader's list of headings.
 */
export const PanelHeading = ({ id, children }: { readonly id?: string; readonly children: ReactNode }) => (
  <h2 id={id} className={css({ srOnly: true })}>
    {children}
  </h2>
)

/** A settings panel while what it shows is on its way. */
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

import type { ReactNode } from "react"
import { css } from "../../../styled-system/css"
import { button } from "../../../styled-system/recipes"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { useFileHandling } from "./file-handling.ts"
import { isTouchFirstDevice } from "./open-file.ts"
import type { DownloadedFile } from "./save-file.ts"
import { type DownloadMode, useDownload } from "./use-download.ts"

export interface DownloadButtonProps {
  /** The button's text when idle ("Download bill"). */
  readonly children: ReactNode
  readonly fetchFile: () => Promise<DownloadedFile | undefined>
  /** The file could not be had: the screen shows its alert. */
  readonly onFailed: () => void
  readonly variant?: "solid" | "outline" | "link"
  /** view: a document to read (a bill), shown in a new tab on a computer; see `DownloadMode`. */
  readonly mode?: DownloadMode
}

const hintClass = css({ srOnly: true })

/** Tells a screen reader the button opens a new tab, where it will; it goes after the button's text. */
export const OpensInNewTabHint = ({ mode }: { readonly mode: DownloadMode }) => {
  const LL = useTranslations()
  const handling = useFileHandling()
  if (mode !== "view" || handling === "print" || isTouchFirstDevice()) return null
  return <span className={hintClass}> {LL.common.opensInNewWindow()}</span>
}

/** `aria-disabled` rather than `disabled` while busy keeps the focus on it; where files are printed, no export. */
export const DownloadButton = ({
  children,
  fetchFile,
  onFailed,
  variant = "outline",
  mode = "download",
}: DownloadButtonProps) => {
  const LL = useTranslations()
  const download = useDownload()
  const handling = useFileHandling()
  const busy = download.state === "downloading"
  if (handling === "print" && mode === "download") return null
  return (
    <button
      type="button"
      className={button({ variant, size: "sm" })}
      aria-disabled={busy}
      aria-busy={busy}
      onClick={() => {
        if (busy) return
        void download.start(fetchFile, mode).then((result) => {
          if (result === "failed") onFailed()
        })
      }}
    >
      {busy ? LL.download.inProgress() : children}
      <OpensInNewTabHint mode={mode} />
    </button>
  )
}

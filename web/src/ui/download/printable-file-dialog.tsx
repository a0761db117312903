import { useAtom } from "jotai"
import { useEffect, useRef, useState } from "react"
import { css } from "../../../styled-system/css"
import { button } from "../../../styled-system/recipes"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { FrameDialog } from "../modal/frame-dialog.tsx"
import { printableFileAtom } from "./file-handling.ts"

const frameHeightClass = css({ height: "min(70vh, 1100px)" })

/** A bill shown in the page with Print where files are printed (a kiosk): nothing left on the terminal. */
export const PrintableFileDialog = () => {
  const LL = useTranslations()
  const [file, setFile] = useAtom(printableFileAtom)
  const [address, setAddress] = useState<string | null>(null)
  const frame = useRef<HTMLIFrameElement>(null)
  useEffect(() => {
    if (file === null) return
    const url = URL.createObjectURL(new Blob([file.bytes.slice()], { type: file.contentType }))
    setAddress(url)
    return () => {
      URL.revokeObjectURL(url)
      setAddress(null)
    }
  }, [file])
  if (file === null) return null
  return (
    <FrameDialog
      title={file.fileName}
      onClose={() => setFile(null)}
      actions={
        <>
          <button type="button" className={button()} onClick={() => frame.current?.contentWindow?.print()}>
            {LL.touch.print()}
          </button>
          <button type="button" className={button({ variant: "outline" })} onClick={() => setFile(null)}>
            {LL.common.close()}
          </button>
        </>
      }
      frame={{
        ref: frame,
        src: address,
        title: file.fileName,
        heightClassName: frameHeightClass,
        mark: "data-printable-file",
      }}
    />
  )
}

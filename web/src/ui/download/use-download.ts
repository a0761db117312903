import { useSetAtom } from "jotai"
import { useRef, useState } from "react"
import { printableFileAtom, useFileHandling } from "./file-handling.ts"
import { openTabForFile, showFileInTab } from "./open-file.ts"
import { type DownloadedFile, saveFile } from "./save-file.ts"

/** opened: in a new tab; failed: no file (the caller shows its alert); busy: one already runs. */
export type DownloadResult = "saved" | "opened" | "failed" | "busy"

/** view: a new tab on a computer; saved on a phone or a refused tab; shown in the page to print on a kiosk. */
export type DownloadMode = "download" | "view"

/** A download with a visible progress state: the button says "Downloading…" and is busy meanwhile. */
export const useDownload = () => {
  const [state, setState] = useState<"idle" | "downloading">("idle")
  const running = useRef(false)
  const handling = useFileHandling()
  const showToPrint = useSetAtom(printableFileAtom)
  // `fetchFile` may throw. Start it from the click itself: a view opens its tab before the first await.
  const start = async (
    fetchFile: () => Promise<DownloadedFile | undefined>,
    mode: DownloadMode = "download",
  ): Promise<DownloadResult> => {
    if (running.current) return "busy"
    // Nothing is saved where files are printed: a screen does not offer exports there.
    if (handling === "print" && mode === "download") return "failed"
    running.current = true
    setState("downloading")
    const tab = mode === "view" && handling === "save" ? openTabForFile() : undefined
    try {
      const file = await fetchFile()
      if (file === undefined) {
        tab?.close()
        return "failed"
      }
      if (handling === "print") {
        showToPrint(file)
        return "opened"
      }
      if (tab !== undefined && !tab.closed) {
        showFileInTab(file, tab)
        return "opened"
      }
      saveFile(file)
      return "saved"
    } catch {
      tab?.close()
      return "failed"
    } finally {
      running.current = false
      setState("idle")
    }
  }
  return { state, start }
}

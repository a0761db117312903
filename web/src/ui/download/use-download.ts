import { useSetAtom } from "jotai"
import { useCallback, useRef, useState } from "react"
import { printableFileAtom, useFileHandling } from "./file-handling.ts"
import { openTabForFile, showFileInTab } from "./open-file.ts"
import { type DownloadedFile, saveFile } from "./save-file.ts"

export type DownloadState = "idle" | "downloading"

/**
 * saved: the browser has the file; opened: it shows in a new tab; failed: no file (the caller shows its
 * alert); busy: one already runs.
 */
export type DownloadResult = "saved" | "opened" | "failed" | "busy"

/**
 * download: save the file. view: show it in a new tab on a computer, save it on a phone or when the tab is
 * refused, and show it in the page to print where files are printed (a kiosk).
 */
export type DownloadMode = "download" | "view"

export interface Download {
  readonly state: DownloadState
  /**
   * Fetches the file (undefined or a throw when it cannot be had), then saves or shows it. Call it from
   * the click itself: a view opens its tab before the first await.
   */
  readonly start: (
    fetchFile: () => Promise<DownloadedFile | undefined>,
    mode?: DownloadMode,
  ) => Promise<DownloadResult>
}

/** A download with a visible progress state: the button says "Downloading…" and is busy meanwhile. */
export const useDownload = (): Download => {
  const [state, setState] = useState<DownloadState>("idle")
  const running = useRef(false)
  const handling = useFileHandling()
  const showToPrint = useSetAtom(printableFileAtom)
  const start = useCallback(
    async (
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
    },
    [handling, showToPrint],
  )
  return { state, start }
}

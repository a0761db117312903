import { useCallback, useRef, useState } from "react"
import { type DownloadedFile, saveFile } from "./save-file.ts"

export type DownloadState = "idle" | "downloading"

/** saved: the browser has the file; failed: no file (the caller shows its alert); busy: one already runs. */
export type DownloadResult = "saved" | "failed" | "busy"

export interface Download {
  readonly state: DownloadState
  /** Fetches the file (undefined or a throw when it cannot be had) and saves it. */
  readonly start: (fetchFile: () => Promise<DownloadedFile | undefined>) => Promise<DownloadResult>
}

/** A download with a visible progress state: the button says "Downloading…" and is busy meanwhile. */
export const useDownload = (): Download => {
  const [state, setState] = useState<DownloadState>("idle")
  const running = useRef(false)
  const start = useCallback(
    async (fetchFile: () => Promise<DownloadedFile | undefined>): Promise<DownloadResult> => {
      if (running.current) return "busy"
      running.current = true
      setState("downloading")
      try {
        const file = await fetchFile()
        if (file === undefined) return "failed"
        saveFile(file)
        return "saved"
      } catch {
        return "failed"
      } finally {
        running.current = false
        setState("idle")
      }
    },
    [],
  )
  return { state, start }
}

import { atom } from "jotai"
import { createContext, useContext } from "react"
import type { DownloadedFile } from "./save-file.ts"

/** `print` where nothing may be left behind (a kiosk): the file shows in the page with Print, and no export. */
export type FileHandling = "save" | "print"

export const FileHandlingContext = createContext<FileHandling>("save")

export const useFileHandling = (): FileHandling => useContext(FileHandlingContext)

/** The document shown in the page to be printed, when files are printed rather than saved. */
export const printableFileAtom = atom<DownloadedFile | null>(null)

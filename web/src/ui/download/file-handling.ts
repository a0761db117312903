import { atom } from "jotai"
import { createContext, useContext } from "react"
import type { DownloadedFile } from "./save-file.ts"

/**
 * What the portal does with a file: `save` it (a bill opens in a new tab), or `print` it where nothing may be
 * left behind (a kiosk), shown in the page with Print and no export offered. The page shell sets it from the
 * page's layout.
 */
export type FileHandling = "save" | "print"

export const FileHandlingContext = createContext<FileHandling>("save")

export const useFileHandling = (): FileHandling => useContext(FileHandlingContext)

/** The document shown in the page to be printed, when files are printed rather than saved. */
export const printableFileAtom = atom<DownloadedFile | null>(null)

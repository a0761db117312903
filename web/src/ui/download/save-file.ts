/** A file from the API: its name (the contract's, made safe), its type and its bytes. */
export interface DownloadedFile {
  readonly fileName: string
  readonly contentType: string
  readonly bytes: Uint8Array
}

/** How long the object URL lives: enough for the browser to start the download, then it is released. */
const releaseAfterMs = 10_000

/** Hands bytes to the browser as a download under the file's name. */
export const saveFile = (file: DownloadedFile): void => {
  // A copy, so the Blob gets bytes of its own whatever buffer the answer was decoded into.
  const url = URL.createObjectURL(new Blob([file.bytes.slice()], { type: file.contentType }))
  const link = document.createElement("a")
  link.href = url
  link.download = file.fileName
  document.body.append(link)
  link.click()
  link.remove()
  window.setTimeout(() => URL.revokeObjectURL(url), releaseAfterMs)
}

import type { DownloadedFile } from "./save-file.ts"

// The browser's viewer reads it at once, but its own Download and Print buttons read it again later.
const keepOpenFileMs = 10 * 60_000

/** Touch-first browsers show a file in a new tab badly (iOS: a blank page, Android: an empty tab), so download. */
export const isTouchFirstDevice = (): boolean =>
  typeof window.matchMedia === "function" && window.matchMedia("(hover: none) and (pointer: coarse)").matches

/** Opened now, while the click still counts as the customer's; undefined on touch-first or a refused tab. */
export const openTabForFile = (): Window | undefined =>
  isTouchFirstDevice() ? undefined : (window.open("", "_blank") ?? undefined)

/** Shows the file in the tab opened for it, under its own type, so the browser's viewer shows it. */
export const showFileInTab = (file: DownloadedFile, tab: Window): void => {
  const url = URL.createObjectURL(new Blob([file.bytes.slice()], { type: file.contentType }))
  tab.location.href = url
  // The tab no longer needs to reach back into the portal once it has its file.
  tab.opener = null
  window.setTimeout(() => URL.revokeObjectURL(url), keepOpenFileMs)
}

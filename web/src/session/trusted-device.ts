import { pageStorage } from "./browser-storage.ts"

// A remembered browser's proof, per customer, so the e-mailed code is not asked again here. On a kiosk the
// page storage is memory that the wipe clears, and the kiosk never asks to remember anyway.

const keyOf = (username: string): string => `billpath.trustedDevice.${username.trim().toLowerCase()}`

export const readTrustedDevice = (username: string): string | undefined =>
  pageStorage()?.getItem(keyOf(username)) || undefined

export const keepTrustedDevice = (username: string, token: string): void => {
  pageStorage()?.setItem(keyOf(username), token)
}

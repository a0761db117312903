/** The account settings' tabs (spec §2: `currentView`, the profile by default). */
export const settingsViews = ["myProfile", "eBill", "autoPay"] as const
export type SettingsView = (typeof settingsViews)[number]

/** How the provider's card page ended, when it sends the browser back here (card autopay). */
export type CardAutopayReturn = "success" | "cancelled"

export interface SettingsSearch {
  readonly currentView?: SettingsView
  readonly cardAutopay?: CardAutopayReturn
}

/** Reads the tab from an address; an unknown one is left out, so the screen shows the profile. */
export const settingsSearch = (search: Record<string, unknown>): SettingsSearch => {
  const view = settingsViews.find((candidate) => candidate === search.currentView)
  const cardAutopay = search.cardAutopay
  return {
    ...(view === undefined ? {} : { currentView: view }),
    ...(cardAutopay === "success" || cardAutopay === "cancelled" ? { cardAutopay } : {}),
  }
}

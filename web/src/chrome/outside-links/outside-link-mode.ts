import { createContext, useContext } from "react"

/**
 * What a link out of the portal does: `open` it, or show it on the `phone` as a code to scan where the portal
 * must not be left (a kiosk). The page shell sets it from the page's layout.
 */
export type OutsideLinkMode = "open" | "phone"

export const OutsideLinkModeContext = createContext<OutsideLinkMode>("open")

export const useOutsideLinkMode = (): OutsideLinkMode => useContext(OutsideLinkModeContext)

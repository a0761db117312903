import { createContext, useContext } from "react"

/** `phone` where the portal must not be left (a kiosk): the link shows as a code to scan. */
export type OutsideLinkMode = "open" | "phone"

export const OutsideLinkModeContext = createContext<OutsideLinkMode>("open")

export const useOutsideLinkMode = (): OutsideLinkMode => useContext(OutsideLinkModeContext)

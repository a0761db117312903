import { atom } from "jotai"
import { kioskSettingsAtom, themeSettingsAtom } from "../../theme/theme-atoms.ts"

/** The provider offers passkeys, the browser has WebAuthn, and this is not a shared kiosk. */
export const passkeysOfferedAtom = atom(
  (get) =>
    get(themeSettingsAtom).passkeys === "optional" &&
    get(kioskSettingsAtom) === undefined &&
    typeof window.PublicKeyCredential === "function",
)

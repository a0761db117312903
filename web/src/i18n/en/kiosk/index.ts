import type { BaseTranslation } from "../../i18n-types.js"

const en_kiosk = {
  touchToStart: "Touch to start",
  chooseLanguage: "Choose your language to start",
  endSession: "End session",
  endSessionHint: "Clears everything on this screen for the next customer",
  stillThere: "Still there?",
  wipeIn: "For your privacy, this screen will be cleared for the next customer in {seconds} second{{s}}.",
  stillHere: "I'm still here",
} satisfies BaseTranslation

export default en_kiosk

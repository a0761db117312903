import type { NamespaceKioskTranslation } from "../../i18n-types.js"

const fr_kiosk = {
  touchToStart: "Touchez pour commencer",
  chooseLanguage: "Choisissez votre langue pour commencer",
  endSession: "Terminer la session",
  endSessionHint: "Efface tout ce qui est à l’écran pour le prochain client",
  stillThere: "Êtes-vous toujours là ?",
  stillHere: "Je suis toujours là",
  clearedSoon:
    "Pour protéger vos renseignements, cet écran sera effacé pour le prochain client à la fin du décompte.",
  secondsLeftUnit: "seconde{{s}} restante{{s}}",
  secondsLeftSpoken: "Il reste {seconds} seconde{{s}}",
} satisfies NamespaceKioskTranslation

export default fr_kiosk

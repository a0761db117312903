import type { NamespaceKioskTranslation } from "../../i18n-types.js"

const fr_kiosk = {
  touchToStart: "Touchez pour commencer",
  chooseLanguage: "Choisissez votre langue pour commencer",
  endSession: "Terminer la session",
  endSessionHint: "Efface tout ce qui est à l’écran pour le prochain client",
  stillThere: "Êtes-vous toujours là ?",
  stillHere: "Je suis toujours là",
  tasksTitle: "Que voulez-vous faire ?",
  taskPay: "Payer une facture",
  taskPayHint: "Inutile de vous connecter : votre numéro de compte suffit.",
  taskSignIn: "Voir mon solde et mes factures",
  taskSignInHint: "Connectez-vous avec votre nom d’utilisateur et votre mot de passe.",
  taskRegister: "Créer un compte en ligne",
  taskRegisterHint: "Inscrivez-vous pour consulter vos factures et payer en ligne.",
  startOver: "Recommencer",
  clearedSoon:
    "Pour protéger vos renseignements, cet écran sera effacé pour le prochain client à la fin du décompte.",
  secondsLeftUnit: "seconde{{s}} restante{{s}}",
  secondsLeftSpoken: "Il reste {seconds} seconde{{s}}",
} satisfies NamespaceKioskTranslation

export default fr_kiosk

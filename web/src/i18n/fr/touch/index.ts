import type { NamespaceTouchTranslation } from "../../i18n-types.js"

const fr_touch = {
  phoneLinkTitle: "Ouvrir sur votre téléphone",
  phoneLinkScan:
    "Balayez ce code avec l’appareil photo de votre téléphone pour ouvrir {label} sur votre téléphone.",
  phoneLinkAddress: "Ou saisissez cette adresse :",
  phoneLinkCode: "Code QR de {address}",
  phoneLinkHint: "(affiche un code à ouvrir sur votre téléphone)",
  print: "Imprimer",
  keypadLabel: "Clavier à l’écran",
  keypadBackspace: "Effacer",
  keypadClear: "Tout effacer",
  keypadDone: "Terminé",
  keypadNext: "Suivant",
  keypadShift: "Majuscules",
  keypadSpace: "Espace",
  paymentTitle: "Payer par carte",
  paymentIntro:
    "Entrez votre carte sur la page de paiement sécurisée de {provider} ci-dessous. Votre reçu s’affiche ici une fois le paiement fait.",
  paymentFrame: "Page de paiement sécurisée de {provider}",
  paymentCancel: "Annuler le paiement",
} satisfies NamespaceTouchTranslation

export default fr_touch

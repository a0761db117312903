import type { NamespaceQuickpayTranslation } from "../../i18n-types.js"

const fr_quickpay = {
  heading: "Paiement rapide",
  intro:
    "Payez votre facture sans vous connecter. Entrez le numéro de compte et l’identifiant de service imprimés sur votre facture.",
  find: "Trouver ma facture",
  finding: "Recherche de votre compte…",
  isThisYou: "Est-ce bien vous ?",
  isThisYouIntro: "Vérifiez qu’il s’agit bien du compte que vous voulez payer.",
  name: "Nom",
  location: "Ville et État",
  cityState: "{city}, {state}",
  amountOwed: "Montant dû",
  dueDate: "Date d’échéance",
  status: "Statut",
  makePayment: "Effectuer un paiement",
  openingPayment: "Ouverture de la page de paiement…",
  paymentNote:
    "Vous entrerez votre carte sur la page sécurisée de notre fournisseur de paiement, puis reviendrez ici pour votre reçu.",
  notMe: "Ce n’est pas moi",
  signInInstead: "Vous avez un compte ? Connectez-vous pour voir vos factures et vos paiements.",
  signIn: "Se connecter",
} satisfies NamespaceQuickpayTranslation

export default fr_quickpay

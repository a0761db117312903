import type { NamespaceDashboardTranslation } from "../../i18n-types.js"

const fr_dashboard = {
  welcome: "Bon retour",
  greeting: "Bonjour, {name}",
  overviewHeading: "Aperçu du compte",
  balance: "Solde actuel",
  creditBalance: "Solde créditeur",
  autopayScheduledFor: "Paiement automatique prévu le {date}",
  autopayEnabled: "Paiement automatique activé",
  setUpAutopay: "Configurer le paiement automatique",
  viewBill: "Voir la facture",
  downloadingBill: "Téléchargement de votre facture…",
  openingBill: "Ouverture de votre facture…",
  makePayment: "Effectuer un paiement",
  redirectingToPayment: "Redirection vers la page de paiement sécurisée…",
  lastPaymentHeading: "Dernier paiement",
  receivedOn: "Reçu le {date}",
  noPayment: "Aucun paiement pour le moment.",
  cardEnding: "{card} se terminant par {lastFour}",
  bankEnding: "Compte {bank} se terminant par {lastFour}",
  timeline: "Votre facture, étape par étape",
  timelineIssued: "Émise",
  timelineAutopay: "Paiement auto",
  timelineDue: "Échéance",
  timelineDone: "fait",
} satisfies NamespaceDashboardTranslation

export default fr_dashboard

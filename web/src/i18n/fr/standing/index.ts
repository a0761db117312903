import type { NamespaceStandingTranslation } from "../../i18n-types.js"

const fr_standing = {
  pastDue: "En retard de {days} jour{{s}}",
  pastDueDetail: "Votre paiement était dû le {date}.",
  dueToday: "Paiement dû aujourd’hui",
  dueTodayDetail: "Payez d’ici la fin de la journée ({date}) pour rester à jour.",
  dueLater: "Paiement dû dans {days} jour{{s}}",
  dueLaterDetail: "Échéance le {date}.",
  autopayScheduledDetail: "Aucune action requise : votre solde sera payé automatiquement.",
  autopayProcessing: "Paiement automatique en cours de traitement",
  autopayProcessingDetail:
    "Il était prévu le {date}. Votre solde sera mis à jour une fois le paiement traité.",
  balanceOpen: "Solde à payer",
  paidUp: "Vous êtes à jour dans vos paiements",
  paidUpDetail: "Aucun paiement n’est dû pour l’instant.",
  creditDetail: "Vous avez un crédit de {amount}.",
} satisfies NamespaceStandingTranslation

export default fr_standing

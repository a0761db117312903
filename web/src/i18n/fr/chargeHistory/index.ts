import type { NamespaceChargeHistoryTranslation } from "../../i18n-types.js"

const fr_chargeHistory = {
  heading: "Historique des frais",
  tab: "Frais",
  caption: "Frais du {start} au {end}",
  serviceCaption: "Frais de {service} du {start} au {end}",
  noResults: "Désolé, aucun frais trouvé",
  service: "Service",
  allServices: "Tous les services",
  chargeName: "Frais",
  period: "Période",
  periodRange: "{start} – {end}",
  quantity: "Quantité",
  total: "Total",
  billDate: "Date de la facture",
  amount: "Montant",
  tax: "Taxes",
  detailsLabel: "Détails de {name}, {period}",
  csv: "Télécharger en CSV",
} satisfies NamespaceChargeHistoryTranslation

export default fr_chargeHistory

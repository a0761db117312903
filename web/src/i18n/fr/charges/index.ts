import type { NamespaceChargesTranslation } from "../../i18n-types.js"

const fr_charges = {
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
} satisfies NamespaceChargesTranslation

export default fr_charges

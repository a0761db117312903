import type { NamespaceUsageTranslation } from "../../i18n-types.js"

const fr_usage = {
  heading: "Consommation",
  tab: "Consommation",
  csv: "Télécharger en CSV",
  filter: "Filtrer la consommation",
  billDate: "Date de la facture",
  notBilledPeriod: "Pas encore facturée (période en cours)",
  serviceSearch: "Identifiant de service",
  find: "Rechercher",
  caption: "Consommation sur la facture du {date}",
  unbilledCaption: "Consommation pas encore facturée",
  noResults: "Désolé, aucune consommation trouvée",
  serviceID: "Identifiant de service",
  quantity: "Quantité",
  charge: "Montant",
  discount: "Rabais",
  billed: "Facturation",
  billedYes: "Facturée",
  notBilledYet: "Pas encore facturée",
  detail: "Détail",
  detailLabel: "Télécharger le détail de la consommation de {service} (CSV)",
  rowMore: "Plus sur la consommation de {service}",
  historyHeading: "Consommation dans le temps",
  historyService: "Service affiché",
  historyEmpty: "Il n’y a pas encore d’historique de consommation pour ce service.",
  chartTitle: "{service} : consommation des {count} dernières factures",
  chartDescription:
    "Graphique à barres, une barre par facture, la plus ancienne à gauche. Atteignez les barres avec Tab, puis utilisez les flèches pour entendre la consommation de chaque facture.",
  barLabel: "{period} : {quantity}, {charge}",
  chartAsTable: "Afficher ces chiffres sous forme de tableau",
  period: "Facture",
} satisfies NamespaceUsageTranslation

export default fr_usage

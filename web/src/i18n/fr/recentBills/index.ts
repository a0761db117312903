import type { NamespaceRecentBillsTranslation } from "../../i18n-types.js"

const fr_recentBills = {
  heading: "Factures récentes",
  pdf: "PDF",
  downloadLabel: "Télécharger la facture du {date} (PDF)",
  noPdf: "Aucun PDF pour cette facture",
  none: "Aucune facture pour le moment.",
  failed: "Vos factures récentes n’ont pas pu être chargées. Veuillez réessayer plus tard.",
  seeBilling: "Tout voir dans Facturation",
} satisfies NamespaceRecentBillsTranslation

export default fr_recentBills

import type { NamespaceBillingTranslation } from "../../i18n-types.js"

const fr_billing = {
  heading: "Facturation",
  billsTab: "Factures",
  paymentsTab: "Paiements",
  billsCaption: "Factures du {start} au {end}",
  paymentsCaption: "Paiements du {start} au {end}",
  sinceLastBillCaption: "Paiements depuis votre dernière facture",
  billsNoResults: "Désolé, aucune facture trouvée",
  paymentsNoResults: "Désolé, aucun paiement trouvé",
  billMore: "Plus sur la facture du {date}",
  paymentMore: "Plus sur le paiement du {date}",
  statementDate: "Date du relevé",
  dueDate: "Date d’échéance",
  amount: "Montant",
  status: "Statut",
  statement: "Relevé",
  pdf: "PDF",
  downloadLabel: "Télécharger la facture du {date} (PDF)",
  noPdf: "Aucun PDF pour cette facture",
  paymentDate: "Date",
  method: "Mode de paiement",
  kind: "Type",
  byAutopay: "Paiement automatique",
  oneTime: "Paiement ponctuel",
  paidWith: "{method} se terminant par {lastFour}",
  sinceLastBill: "Paiements depuis la dernière facture",
  makePayment: "Effectuer un paiement",
  redirectingToPayment: "Redirection vers la page de paiement sécurisée…",
} satisfies NamespaceBillingTranslation

export default fr_billing

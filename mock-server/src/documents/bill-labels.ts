import type { LanguageCode } from "@billpath/contract"

/** The words printed on a bill, one set per document language; English gives the shape. */
const en = {
  title: "Statement",
  billTo: "Bill to",
  accountNumber: "Account number",
  serviceID: "Service ID",
  serviceIDs: "Service IDs",
  statementDate: "Statement date",
  billingPeriod: "Billing period",
  paymentDueDate: "Payment due date",
  accountSummary: "Account summary",
  previousBalance: "Previous balance",
  paymentsReceived: "Payments received",
  newCharges: "New charges",
  totalDue: "Total due",
  amountOutstanding: "Amount outstanding",
  charges: "Charges",
  chargesContinued: "Charges (continued)",
  noCharges: "No charges this period.",
  description: "Description",
  period: "Period",
  amount: "Amount",
  tax: "Tax",
  total: "Total",
  subtotal: "Subtotal",
  taxes: "Taxes",
  totalCharges: "Total charges",
  stubInstruction: "Please detach this portion and return it with your payment.",
  payableTo: "Make your payment payable to",
  amountEnclosed: "Amount enclosed",
  /** The stub's line for an account on autopay, in place of the return instructions. */
  stubPaidAutomatically: "Paid automatically \u2014 do not send payment.",
  /** A label and its value on one line, punctuated the way the language does it. */
  field: (label: string, value: string) => `${label}: ${value}`,
  support: (phone: string, email: string) => `Questions about your bill? Call ${phone} or write to ${email}.`,
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
}

export type BillLabels = typeof en

// Canadian French, since French amounts and dates follow fr-CA; the typographic apostrophe is in WinAnsi.
const fr: BillLabels = {
  title: "Relevé",
  billTo: "Facturé à",
  accountNumber: "Numéro de compte",
  serviceID: "Identifiant de service",
  serviceIDs: "Identifiants de service",
  statementDate: "Date du relevé",
  billingPeriod: "Période de facturation",
  paymentDueDate: "Date d’échéance",
  accountSummary: "Sommaire du compte",
  previousBalance: "Solde précédent",
  paymentsReceived: "Paiements reçus",
  newCharges: "Nouveaux frais",
  totalDue: "Montant dû",
  amountOutstanding: "Solde impayé",
  charges: "Frais",
  chargesContinued: "Frais (suite)",
  noCharges: "Aucuns frais pour cette période.",
  description: "Description",
  period: "Période",
  amount: "Montant",
  tax: "Taxes",
  total: "Total",
  subtotal: "Sous-total",
  taxes: "Taxes",
  totalCharges: "Total des frais",
  stubInstruction: "Veuillez détacher cette partie et la retourner avec votre paiement.",
  payableTo: "Libellez votre paiement à l’ordre de",
  amountEnclosed: "Montant versé",
  stubPaidAutomatically: "Payé automatiquement \u2014 n’envoyez pas de paiement.",
  // French puts a narrow no-break space before a colon (drawn as a no-break space: see pdf-text.ts).
  field: (label, value) => `${label}\u202f: ${value}`,
  support: (phone, email) =>
    `Des questions sur votre facture\u202f? Composez le ${phone} ou écrivez à ${email}.`,
  page: (page, pages) => `Page ${page} de ${pages}`,
}

export const billLabels: Readonly<Record<LanguageCode, BillLabels>> = { en, fr }

import type { LanguageCode } from "@billpath/contract"
import { Record } from "effect"

/** The words printed on a bill, each beside its French (Canadian, as amounts and dates are fr-CA). */
const words = {
  title: { en: "Statement", fr: "Relevé" },
  billTo: { en: "Bill to", fr: "Facturé à" },
  accountNumber: { en: "Account number", fr: "Numéro de compte" },
  serviceID: { en: "Service ID", fr: "Identifiant de service" },
  serviceIDs: { en: "Service IDs", fr: "Identifiants de service" },
  statementDate: { en: "Statement date", fr: "Date du relevé" },
  billingPeriod: { en: "Billing period", fr: "Période de facturation" },
  paymentDueDate: { en: "Payment due date", fr: "Date d’échéance" },
  accountSummary: { en: "Account summary", fr: "Sommaire du compte" },
  previousBalance: { en: "Previous balance", fr: "Solde précédent" },
  paymentsReceived: { en: "Payments received", fr: "Paiements reçus" },
  newCharges: { en: "New charges", fr: "Nouveaux frais" },
  totalDue: { en: "Total due", fr: "Montant dû" },
  amountOutstanding: { en: "Amount outstanding", fr: "Solde impayé" },
  charges: { en: "Charges", fr: "Frais" },
  chargesContinued: { en: "Charges (continued)", fr: "Frais (suite)" },
  noCharges: { en: "No charges this period.", fr: "Aucuns frais pour cette période." },
  description: { en: "Description", fr: "Description" },
  period: { en: "Period", fr: "Période" },
  amount: { en: "Amount", fr: "Montant" },
  tax: { en: "Tax", fr: "Taxes" },
  total: { en: "Total", fr: "Total" },
  subtotal: { en: "Subtotal", fr: "Sous-total" },
  taxes: { en: "Taxes", fr: "Taxes" },
  totalCharges: { en: "Total charges", fr: "Total des frais" },
  stubInstruction: {
    en: "Please detach this portion and return it with your payment.",
    fr: "Veuillez détacher cette partie et la retourner avec votre paiement.",
  },
  payableTo: { en: "Make your payment payable to", fr: "Libellez votre paiement à l’ordre de" },
  amountEnclosed: { en: "Amount enclosed", fr: "Montant versé" },
  /** The stub's line for an account on autopay, in place of the return instructions. */
  stubPaidAutomatically: {
    en: "Paid automatically \u2014 do not send payment.",
    fr: "Payé automatiquement \u2014 n’envoyez pas de paiement.",
  },
}

const en = {
  ...Record.map(words, (word) => word.en),
  /** A label and its value on one line, punctuated the way the language does it. */
  field: (label: string, value: string) => `${label}: ${value}`,
  support: (phone: string, email: string) => `Questions about your bill? Call ${phone} or write to ${email}.`,
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
}

export type BillLabels = typeof en

// The typographic apostrophe is in WinAnsi; the narrow no-break space before a colon or a question mark
// is drawn as a no-break space (see pdf-text.ts).
const fr: BillLabels = {
  ...Record.map(words, (word) => word.fr),
  field: (label, value) => `${label}\u202f: ${value}`,
  support: (phone, email) =>
    `Des questions sur votre facture\u202f? Composez le ${phone} ou écrivez à ${email}.`,
  page: (page, pages) => `Page ${page} de ${pages}`,
}

export const billLabels: { readonly [Language in LanguageCode]: BillLabels } = { en, fr }

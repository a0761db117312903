import type { LanguageCode } from "@billpath/contract"

type Label = Readonly<Record<LanguageCode, string>>

/** Every CSV download's column names, in column order, and the words its cells use, in both languages. */
export const csvLabels = {
  charges: {
    chargeName: { en: "Charge name", fr: "Nom du frais" },
    statementDate: { en: "Statement date", fr: "Date du relevé" },
    startDate: { en: "Start date", fr: "Date de début" },
    endDate: { en: "End date", fr: "Date de fin" },
    quantity: { en: "Quantity", fr: "Quantité" },
    amount: { en: "Amount", fr: "Montant" },
    tax: { en: "Tax", fr: "Taxes" },
    total: { en: "Total", fr: "Total" },
  },
  usageSummary: {
    serviceID: { en: "Service ID", fr: "Identifiant de service" },
    quantity: { en: "Quantity", fr: "Quantité" },
    charge: { en: "Charge", fr: "Frais" },
    discount: { en: "Discount", fr: "Rabais" },
    net: { en: "Net", fr: "Net" },
    unbilled: { en: "Unbilled", fr: "Non facturé" },
  },
  usageDetail: {
    serviceID: { en: "Service ID", fr: "Identifiant de service" },
    occurredAt: { en: "Date and time (UTC)", fr: "Date et heure (UTC)" },
    description: { en: "Description", fr: "Description" },
    quantity: { en: "Quantity", fr: "Quantité" },
    unit: { en: "Unit", fr: "Unité" },
    charge: { en: "Charge", fr: "Frais" },
  },
  yes: { en: "yes", fr: "oui" },
  no: { en: "no", fr: "non" },
} as const satisfies Readonly<Record<string, Label | Readonly<Record<string, Label>>>>

export const csvHeader = (columns: Readonly<Record<string, Label>>, language: LanguageCode) =>
  Object.values(columns).map((label) => label[language])

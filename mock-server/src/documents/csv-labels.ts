import type { LanguageCode } from "@billpath/contract"

/** Every CSV download's column names, in column order, and the words its cells use; English gives the shape. */
const en = {
  charges: {
    chargeName: "Charge name",
    statementDate: "Statement date",
    startDate: "Start date",
    endDate: "End date",
    quantity: "Quantity",
    amount: "Amount",
    tax: "Tax",
    total: "Total",
  },
  usageSummary: {
    serviceID: "Service ID",
    quantity: "Quantity",
    charge: "Charge",
    discount: "Discount",
    net: "Net",
    unbilled: "Unbilled",
  },
  usageDetail: {
    serviceID: "Service ID",
    occurredAt: "Date and time (UTC)",
    description: "Description",
    quantity: "Quantity",
    unit: "Unit",
    charge: "Charge",
  },
  yes: "yes",
  no: "no",
}

type CsvLabels = typeof en

const fr: CsvLabels = {
  charges: {
    chargeName: "Nom du frais",
    statementDate: "Date du relevé",
    startDate: "Date de début",
    endDate: "Date de fin",
    quantity: "Quantité",
    amount: "Montant",
    tax: "Taxes",
    total: "Total",
  },
  usageSummary: {
    serviceID: "Identifiant de service",
    quantity: "Quantité",
    charge: "Frais",
    discount: "Rabais",
    net: "Net",
    unbilled: "Non facturé",
  },
  usageDetail: {
    serviceID: "Identifiant de service",
    occurredAt: "Date et heure (UTC)",
    description: "Description",
    quantity: "Quantité",
    unit: "Unité",
    charge: "Frais",
  },
  yes: "oui",
  no: "non",
}

export const csvLabels: Readonly<Record<LanguageCode, CsvLabels>> = { en, fr }

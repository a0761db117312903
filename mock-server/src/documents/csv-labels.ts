import type { LanguageCode } from "@billpath/contract"

/** The column names of every CSV download, and the words its cells use, one set per language. */
export interface CsvLabels {
  readonly charges: {
    readonly chargeName: string
    readonly statementDate: string
    readonly startDate: string
    readonly endDate: string
    readonly quantity: string
    readonly amount: string
    readonly tax: string
    readonly total: string
  }
  readonly usageSummary: {
    readonly serviceID: string
    readonly quantity: string
    readonly charge: string
    readonly discount: string
    readonly net: string
    readonly unbilled: string
  }
  readonly usageDetail: {
    readonly serviceID: string
    readonly occurredAt: string
    readonly description: string
    readonly quantity: string
    readonly unit: string
    readonly charge: string
  }
  readonly yes: string
  readonly no: string
}

const en: CsvLabels = {
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

import type { Charge, LanguageCode } from "@billpath/contract"

/** Everything a bill PDF shows: the provider's letterhead, who is billed, and the statement's figures. */
export interface BillStatement {
  /** The account's document language, which may differ from the language of the screen that asked. */
  readonly language: LanguageCode
  readonly provider: {
    readonly name: string
    /** PNG bytes of the provider's logo; without one the name stands alone in the letterhead. */
    readonly logoPng?: Uint8Array
    readonly supportPhone: string
    readonly supportEmail: string
    /** The theme's primary colour and the text colour on it (#RRGGBB), for the title, headings and total. */
    readonly accent: { readonly colour: string; readonly onColour: string }
  }
  /** The account pays by autopay: the stub must not ask for a cheque. */
  readonly paidAutomatically: boolean
  readonly customer: {
    readonly name: string
    readonly addressLines?: ReadonlyArray<string>
  }
  readonly accountNumber: string
  readonly serviceIDs: ReadonlyArray<string>
  readonly statementDate: string
  readonly periodStart: string
  readonly periodEnd: string
  readonly paymentDueDate: string
  readonly previousBalance: number
  /** A positive amount; the statement shows it as a credit. */
  readonly paymentsReceived: number
  readonly charges: ReadonlyArray<Charge>
  /** Shown as given, not recomputed: the provider's figure is the one the customer owes. */
  readonly totalDue: number
  readonly amountOutstanding: number
}

import { readFile } from "node:fs/promises"
import { type billingEndpoints, displayName, fail, type LanguageCode, success } from "@billpath/contract"
import { imagePath } from "@billpath/themes"
import type { ServerContext } from "../context.ts"
import type { GroupHandlers } from "../contract/handler.ts"
import { renderBillPdf } from "../documents/bill-pdf.ts"
import type { AccountRecord, Statement } from "../store/state.ts"
import { pageOf, withinRange } from "./lists.ts"

const logoCache = new Map<string, Promise<Uint8Array | undefined>>()

/** The provider's logo for a language, read once; a bill without a logo is still a bill. */
const logoPng = (context: ServerContext, language: LanguageCode): Promise<Uint8Array | undefined> => {
  const images = context.theme.images[language] ?? context.theme.images.en
  const key = `${context.themeId}/${images.logo}`
  const cached = logoCache.get(key)
  if (cached !== undefined) return cached
  const path = imagePath(context.themeId, images.logo)
  const loading =
    path === undefined || !images.logo.toLowerCase().endsWith(".png")
      ? Promise.resolve(undefined)
      : readFile(path).catch(() => undefined)
  logoCache.set(key, loading)
  return loading
}

const statementDocument = async (context: ServerContext, account: AccountRecord, statement: Statement) => {
  const language = account.documentLanguage
  const text = context.theme.text[language] ?? context.theme.text.en
  const urls = context.theme.urls[language] ?? context.theme.urls.en
  const holder = account.holder
  const logo = await logoPng(context, language)
  return {
    language,
    provider: {
      name: text.providerName,
      ...(logo === undefined ? {} : { logoPng: logo }),
      supportPhone: urls.support.phone,
      supportEmail: urls.support.email,
      accent: {
        colour: context.theme.styles.colors.primary,
        onColour: context.theme.styles.colors.onPrimary,
      },
    },
    paidAutomatically: account.payMethod.kind !== "manual",
    customer: {
      name: displayName(holder),
      addressLines: holder.addressLines,
    },
    accountNumber: account.accountNumber,
    serviceIDs: account.servicePoints.map((point) => point.serviceID),
    statementDate: statement.bill.statementDate,
    periodStart: statement.periodStart,
    periodEnd: statement.periodEnd,
    paymentDueDate: statement.bill.paymentDueDate,
    previousBalance: statement.previousBalance,
    paymentsReceived: statement.paymentsReceived,
    charges: statement.charges,
    totalDue: statement.bill.totalDue,
    amountOutstanding: statement.bill.amountOutstanding,
  }
}

/** Those after the statement before the last: what the last reports as received, and any since (decision 014). */
const paymentsSinceLastBill = (account: AccountRecord) => {
  const previousStatement = account.statements[1]
  return previousStatement === undefined
    ? account.payments
    : account.payments.filter((payment) => payment.paymentDate > previousStatement.bill.statementDate)
}

export const billingHandlers = (context: ServerContext): GroupHandlers<typeof billingEndpoints> => ({
  getBills: ({ account, input }) => {
    const { page, pageSize, startDate, endDate, lastStatementOnly } = input.query
    const chosen = lastStatementOnly === true ? account.statements.slice(0, 1) : account.statements
    const bills = chosen
      .map((statement) => statement.bill)
      .filter((bill) => withinRange(bill.statementDate, startDate, endDate))
    return success(pageOf(bills, page, pageSize))
  },

  downloadBill: async ({ account, input }) => {
    const statement = account.statements.find(({ bill }) => bill.statementDate === input.query.statementDate)
    if (statement === undefined || !statement.bill.hasPDF) return fail("notFound")
    return success(await renderBillPdf(await statementDocument(context, account, statement)))
  },

  getPayments: ({ account, input }) => {
    const { page, pageSize, startDate, endDate, lastStatementOnly } = input.query
    const payments = (lastStatementOnly === true ? paymentsSinceLastBill(account) : account.payments).filter(
      (payment) => withinRange(payment.paymentDate, startDate, endDate),
    )
    return success(pageOf(payments, page, pageSize))
  },
})

// @vitest-environment jsdom
import type { AccountSummary, LanguageCode } from "@billpath/contract"
import { screen } from "@testing-library/react"
import { describe, expect, test } from "vitest"
import { renderPart } from "../../testing/render-part.tsx"
import { OverviewCard } from "./overview-card.tsx"

/** Carla after paying $400 against $212.40: the provider owes her $187.60. */
const inCredit: AccountSummary = {
  accountId: "ACC-1002003003",
  accountNumber: "1002003003",
  paymentDueAmount: -187.6,
  paymentDueDate: null,
  isAutoPayEnabled: false,
  autoPayScheduledDate: null,
  isAutoPayDirectDebit: false,
  isPayTypeLocked: false,
  isEPayProhibited: false,
  lastStatementDate: "2026-11-01",
  lastStatementHasPDF: false,
  cyclePortalSiteID: "1",
  firstName: "Carla",
  isElectronicDelivery: true,
  requireEBill: false,
  billingPDFAttachmentReasonCode: null,
  eBillReason: null,
  billingShowReplyEnvelopeOption: false,
  billingReplyEnvelopeDefault: false,
  replyEnvelopeChecked: false,
  pdfAttachmentChecked: false,
  validateRoutingNumber: true,
  notificationsOptIn: true,
  cardInfo: null,
  bankInfo: null,
}

const cardText = (language: LanguageCode, account: AccountSummary) => {
  renderPart(<OverviewCard account={account} />, { language })
  const card = screen.getByRole("region")
  return { card, text: (card.textContent ?? "").replace(/\s+/gu, " ") }
}

describe("the overview card shows a credit as a credit", () => {
  test.each([
    ["en", "Credit balance$187.60", "You have a credit of $187.60."],
    ["fr", "Solde créditeur187,60 $", "Vous avez un crédit de 187,60 $."],
  ] as const)("in %s", (language, balance, detail) => {
    const { card, text } = cardText(language, inCredit)
    expect(text).toContain(balance)
    expect(text).toContain(detail)
    expect(text).not.toMatch(/-|−/u)
    expect(card.querySelector("[data-standing]")?.getAttribute("data-standing")).toBe("paidUp")
    // Nothing is due, so nothing asks for a payment.
    expect(screen.queryByRole("button")).toBeNull()
  })

  test("a balance owed keeps its label and amount", () => {
    const { text } = cardText("en", { ...inCredit, paymentDueAmount: 212.4, paymentDueDate: "2099-12-01" })
    expect(text).toContain("Current balance$212.40")
    expect(text).not.toContain("Credit")
  })
})

import { describe, expect, test } from "vitest"
import {
  billOptionsUpdate,
  type EBillChoice,
  type EBillFacts,
  initialEBillChoice,
  isDeliveryLocked,
  nextEBillChoice,
  visibleEBillOptions,
} from "./ebill.ts"

const account = (overrides: Partial<EBillFacts> = {}): EBillFacts => ({
  isElectronicDelivery: false,
  requireEBill: false,
  billingPDFAttachmentReasonCode: "PDF",
  billingShowReplyEnvelopeOption: true,
  billingReplyEnvelopeDefault: true,
  replyEnvelopeChecked: false,
  pdfAttachmentChecked: false,
  ...overrides,
})
const free = { useMandatoryEBill: false }
const mandatory = { useMandatoryEBill: true }
const paper: EBillChoice = { electronicDelivery: false, pdfAttachment: false, replyEnvelope: true }
const electronic: EBillChoice = { electronicDelivery: true, pdfAttachment: true, replyEnvelope: false }

describe("the eBill settings (spec §4)", () => {
  test("start from what the account has chosen", () => {
    expect(
      initialEBillChoice(
        account({ isElectronicDelivery: true, pdfAttachmentChecked: true, replyEnvelopeChecked: false }),
      ),
    ).toEqual({ electronicDelivery: true, pdfAttachment: true, replyEnvelope: false })
  })

  test("choosing electronic delivery clears the reply envelope", () => {
    expect(nextEBillChoice(account(), free, paper, { kind: "delivery", electronic: true })).toEqual({
      electronicDelivery: true,
      pdfAttachment: false,
      replyEnvelope: false,
    })
  })

  test("choosing paper clears the PDF attachment and sets the envelope to its default", () => {
    const back = { kind: "delivery", electronic: false } as const
    expect(nextEBillChoice(account({ billingReplyEnvelopeDefault: true }), free, electronic, back)).toEqual({
      electronicDelivery: false,
      pdfAttachment: false,
      replyEnvelope: true,
    })
    expect(nextEBillChoice(account({ billingReplyEnvelopeDefault: false }), free, electronic, back)).toEqual({
      electronicDelivery: false,
      pdfAttachment: false,
      replyEnvelope: false,
    })
  })

  test("choosing the delivery already chosen changes nothing", () => {
    const ticked = { ...paper, replyEnvelope: false }
    expect(nextEBillChoice(account(), free, ticked, { kind: "delivery", electronic: false })).toBe(ticked)
  })

  test("the PDF attachment shows only with a reason code, and only for electronic bills", () => {
    expect(visibleEBillOptions(account(), electronic).pdfAttachment).toBe(true)
    expect(
      visibleEBillOptions(account({ billingPDFAttachmentReasonCode: null }), electronic).pdfAttachment,
    ).toBe(false)
    expect(visibleEBillOptions(account(), paper).pdfAttachment).toBe(false)
  })

  test("the reply envelope shows only when billingShowReplyEnvelopeOption, and only for paper bills", () => {
    expect(visibleEBillOptions(account(), paper).replyEnvelope).toBe(true)
    expect(visibleEBillOptions(account({ billingShowReplyEnvelopeOption: false }), paper).replyEnvelope).toBe(
      false,
    )
    expect(visibleEBillOptions(account(), electronic).replyEnvelope).toBe(false)
  })

  test("an option that is not shown cannot be ticked", () => {
    const noCode = account({ billingPDFAttachmentReasonCode: null })
    const plain = { ...electronic, pdfAttachment: false }
    expect(nextEBillChoice(noCode, free, plain, { kind: "pdfAttachment", checked: true })).toBe(plain)
    expect(
      nextEBillChoice(account(), free, plain, { kind: "pdfAttachment", checked: true }).pdfAttachment,
    ).toBe(true)
    expect(nextEBillChoice(account(), free, electronic, { kind: "replyEnvelope", checked: true })).toBe(
      electronic,
    )
    expect(
      nextEBillChoice(account(), free, paper, { kind: "replyEnvelope", checked: false }).replyEnvelope,
    ).toBe(false)
  })

  test("mandatory eBill locks delivery only with the theme flag, requireEBill and electronic delivery", () => {
    const required = account({ requireEBill: true, isElectronicDelivery: true })
    expect(isDeliveryLocked(required, mandatory)).toBe(true)
    expect(isDeliveryLocked(required, free)).toBe(false)
    expect(isDeliveryLocked(account({ requireEBill: false, isElectronicDelivery: true }), mandatory)).toBe(
      false,
    )
    expect(isDeliveryLocked(account({ requireEBill: true, isElectronicDelivery: false }), mandatory)).toBe(
      false,
    )
  })

  test("a locked delivery stays electronic", () => {
    const required = account({ requireEBill: true, isElectronicDelivery: true })
    expect(nextEBillChoice(required, mandatory, electronic, { kind: "delivery", electronic: false })).toBe(
      electronic,
    )
  })

  test("a customer on paper may still switch to electronic under mandatory eBill", () => {
    const onPaper = account({ requireEBill: true, isElectronicDelivery: false })
    expect(
      nextEBillChoice(onPaper, mandatory, paper, { kind: "delivery", electronic: true }).electronicDelivery,
    ).toBe(true)
  })

  test("the saved body sends the reason code only with an electronic bill and its PDF", () => {
    expect(billOptionsUpdate(account(), electronic, "fr")).toEqual({
      electronicDelivery: true,
      languageCode: "fr",
      pdfAttachmentReasonCode: "PDF",
      includeReplyEnvelope: false,
    })
    expect(billOptionsUpdate(account(), { ...electronic, pdfAttachment: false }, "en")).toEqual({
      electronicDelivery: true,
      languageCode: "en",
      includeReplyEnvelope: false,
    })
    expect(billOptionsUpdate(account(), paper, "en")).toEqual({
      electronicDelivery: false,
      languageCode: "en",
      includeReplyEnvelope: true,
    })
  })
})

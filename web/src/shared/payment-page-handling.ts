import { atom } from "jotai"

// `leave` is a page load there and back; `frame` shows it over the screen, for a kiosk, whose session lives in
// the page's memory. The framing layout sets it (payment-frame-dialog.tsx), so no screen asks which layout.
export type PaymentPageHandling = "leave" | "frame"

export const paymentPageHandlingAtom = atom<PaymentPageHandling>("leave")

/** The card page shown in the page, when it is framed rather than left for. */
export const framedPaymentPageAtom = atom<{ readonly address: string } | null>(null)

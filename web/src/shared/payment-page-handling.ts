import { atom } from "jotai"

/**
 * Where the provider's hosted card page opens: `leave` — the browser goes there and comes back to the
 * portal's return page (a page load); `frame` — in the page, over the screen (a kiosk, whose session
 * lives in the page's memory and would not survive that page load). A layout says which
 * (chrome/page-layouts.ts); the layout that frames it mounts the frame, which says so here while it can
 * show the page (chrome/payment-frame-dialog.tsx), so no screen asks which layout it is in.
 */
export type PaymentPageHandling = "leave" | "frame"

export const paymentPageHandlingAtom = atom<PaymentPageHandling>("leave")

/** The card page shown in the page, when it is framed rather than left for. */
export const framedPaymentPageAtom = atom<{ readonly address: string } | null>(null)

/**
 * The provider's card page shown in the page (a kiosk, shared/payment-page-handling.ts) ends by sending
 * its frame back to one of the portal's return pages. The portal's code then starts in that frame; it
 * must not run a second portal there (a second session, a second idle limit, a kiosk wipe of its own):
 * it tells the page that framed it that it has arrived, and that page reads where the frame now is
 * (chrome/payment-frame-dialog.tsx) and shows that return itself, with the session it holds in memory.
 */

/** Whether this page is framed by a page of the portal's own origin (a cross-origin parent throws on reading). */
export const isFramedByPortal = (): boolean => {
  try {
    return window.parent !== window && window.parent.location.origin === window.location.origin
  } catch {
    return false
  }
}

/** Tells the framing page that this frame is back on the portal; the message says nothing more. */
export const reportFramedReturn = (): void =>
  window.parent.postMessage("framed-return", window.location.origin)

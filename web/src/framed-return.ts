// A framed card page (a kiosk) ends on a portal return page inside its frame; no second portal may start there
// (a second session, idle limit or wipe), so it only tells the framing page, which shows the return itself.

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

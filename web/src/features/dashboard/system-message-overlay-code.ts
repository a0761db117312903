/**
 * The system message's dialog code (Ark's dialog, focus trap, the HTML sanitiser), loaded only for a message
 * to show. The loader asks for it as the message arrives, so it loads while the dashboard renders, not after.
 */
export const loadSystemMessageOverlay = () => import("./system-message-overlay.tsx")

// Loaded only for a message to show; the dashboard's loader asks for it as the message arrives, so it loads
// while the dashboard renders.
export const loadSystemMessageOverlay = () => import("./system-message-overlay.tsx")

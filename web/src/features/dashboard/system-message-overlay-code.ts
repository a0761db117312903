/**
 * The system message's dialog code (Ark's dialog, focus trap and the HTML sanitiser),
 * loaded only when there is a message to show. The loader asks for it as soon as the message arrives, so
 * it comes while the dashboard renders rather than after (the dialog is the dashboard's largest paint
 * when there is one); the screen's lazy component then finds it loaded.
 */
export const loadSystemMessageOverlay = () => import("./system-message-overlay.tsx")

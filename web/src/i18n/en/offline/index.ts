import type { BaseTranslation } from "../../i18n-types.js"

/** The offline page's texts (web/offline.html), also the app's notice when its calls get no answer. */
const en_offline = {
  title: "You’re offline",
  heading: "We can’t reach the portal right now",
  message:
    "Check your internet connection, then try again. If your device is connected, the service may be briefly unavailable.",
  privacy: "For your privacy, your account details are never kept on this device for offline use.",
  retry: "Try again",
} satisfies BaseTranslation

export default en_offline

import type { BaseTranslation } from "../../i18n-types.js"

const en_idle = {
  title: "Are you still there?",
  body: "For your security you will be logged out in {seconds} second{{s}}.",
  stay: "Stay logged in",
  logOut: "Log out",
} satisfies BaseTranslation

export default en_idle

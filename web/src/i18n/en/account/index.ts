import type { BaseTranslation } from "../../i18n-types.js"

const en_account = {
  fieldUsernameLength: "Username must be at least 6 characters",
  fieldEmail: "Enter a valid e-mail address",
} satisfies BaseTranslation

export default en_account

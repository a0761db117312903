import type { BaseTranslation } from "../../i18n-types.js"

const en_tooltips = {
  password: "At least 8 characters with a lowercase letter, an uppercase letter and a number",
} satisfies BaseTranslation

export default en_tooltips

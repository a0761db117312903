import type { BaseTranslation } from "../../i18n-types.js"

const en_table = {
  details: "Details",
} satisfies BaseTranslation

export default en_table

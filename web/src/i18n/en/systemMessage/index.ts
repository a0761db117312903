import type { BaseTranslation } from "../../i18n-types.js"

const en_systemMessage = {
  label: "Message from {provider}",
} satisfies BaseTranslation

export default en_systemMessage

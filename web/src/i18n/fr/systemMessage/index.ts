import type { NamespaceSystemMessageTranslation } from "../../i18n-types.js"

const fr_systemMessage = {
  label: "Message de {provider}",
} satisfies NamespaceSystemMessageTranslation

export default fr_systemMessage

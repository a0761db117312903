import type { NamespaceDownloadTranslation } from "../../i18n-types.js"

const fr_download = {
  inProgress: "Téléchargement en cours…",
} satisfies NamespaceDownloadTranslation

export default fr_download

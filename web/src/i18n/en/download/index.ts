import type { BaseTranslation } from "../../i18n-types.js"

const en_download = {
  inProgress: "Downloading…",
} satisfies BaseTranslation

export default en_download

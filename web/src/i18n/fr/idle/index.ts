import type { NamespaceIdleTranslation } from "../../i18n-types.js"

const fr_idle = {
  title: "Êtes-vous toujours là ?",
  body: "Pour votre sécurité, votre session sera fermée dans {seconds} seconde{{s}}.",
  stay: "Rester connecté",
  logOut: "Se déconnecter",
} satisfies NamespaceIdleTranslation

export default fr_idle

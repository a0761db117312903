import type { NamespaceOfflineTranslation } from "../../i18n-types.js"

const fr_offline = {
  title: "Vous êtes hors ligne",
  heading: "Impossible de joindre le portail pour le moment",
  message:
    "Vérifiez votre connexion Internet, puis réessayez. Si votre appareil est bien connecté, le service est peut-être momentanément indisponible.",
  privacy:
    "Pour protéger votre vie privée, les renseignements de votre compte ne sont jamais conservés sur cet appareil pour une consultation hors ligne.",
  retry: "Réessayer",
} satisfies NamespaceOfflineTranslation

export default fr_offline

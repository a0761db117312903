import type { NamespaceInactivityLogOutTranslation } from "../../i18n-types.js"

const fr_inactivityLogOut = {
  heading: "Votre session a été fermée",
  message:
    "Votre session a été fermée en raison d’une période d’inactivité. Les renseignements de votre compte sont en sécurité.",
  returnToSignIn: "Retour à la connexion",
} satisfies NamespaceInactivityLogOutTranslation

export default fr_inactivityLogOut

import type { NamespaceInactiveLogOutTranslation } from "../../i18n-types.js"

const fr_inactiveLogOut = {
  heading: "Votre session a été fermée",
  message:
    "Votre session a été fermée en raison d’une période d’inactivité. Les renseignements de votre compte sont en sécurité.",
  returnToSignIn: "Retour à la connexion",
} satisfies NamespaceInactiveLogOutTranslation

export default fr_inactiveLogOut

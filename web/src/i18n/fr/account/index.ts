import type { NamespaceAccountTranslation } from "../../i18n-types.js"

const fr_account = {
  fieldUsernameLength: "Le nom d’utilisateur doit compter au moins 6 caractères",
  fieldEmail: "Entrez une adresse courriel valide",
} satisfies NamespaceAccountTranslation

export default fr_account

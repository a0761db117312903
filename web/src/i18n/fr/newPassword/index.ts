import type { NamespaceNewPasswordTranslation } from "../../i18n-types.js"

const fr_newPassword = {
  newPasswordHeading: "Choisir un nouveau mot de passe",
  newPasswordIntro: "Pour votre sécurité, choisissez un nouveau mot de passe avant de continuer.",
  changeHeading: "Changer votre mot de passe",
  changeIntro: "Entrez le mot de passe avec lequel vous vous connectez, puis choisissez-en un nouveau.",
  cancel: "Annuler",
  currentPassword: "Mot de passe actuel",
  newPasswordField: "Nouveau mot de passe",
  reenterPassword: "Confirmer le nouveau mot de passe",
  save: "Enregistrer le mot de passe",
  returnToSignIn: "Retour à la connexion",
} satisfies NamespaceNewPasswordTranslation

export default fr_newPassword

import type { NamespacePasswordResetTranslation } from "../../i18n-types.js"

const fr_passwordReset = {
  fieldPassword: "Au moins 8 caractères, dont une minuscule, une majuscule et un chiffre",
  fieldPasswordMismatch: "Les mots de passe ne correspondent pas",
  fieldPasswordMustChange: "Le nouveau mot de passe doit être différent du mot de passe actuel",
  newPasswordHeading: "Choisir un nouveau mot de passe",
  newPasswordIntro: "Pour votre sécurité, choisissez un nouveau mot de passe avant de continuer.",
  currentPassword: "Mot de passe actuel",
  newPassword: "Nouveau mot de passe",
  reenterPassword: "Confirmer le nouveau mot de passe",
  save: "Enregistrer le mot de passe",
  returnToSignIn: "Retour à la connexion",
} satisfies NamespacePasswordResetTranslation

export default fr_passwordReset

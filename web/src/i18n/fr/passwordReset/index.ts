import type { NamespacePasswordResetTranslation } from "../../i18n-types.js"

const fr_passwordReset = {
  findHeading: "Trouver votre compte",
  findIntro:
    "Entrez le numéro de compte et l’identifiant de service imprimés sur votre facture. Nous vous poserons votre question de sécurité.",
  find: "Continuer",
  finding: "Recherche de votre compte…",
  questionHeading: "Répondez à votre question de sécurité",
  questionIntro:
    "Répondez à la question choisie lors de votre inscription. Nous vous enverrons un mot de passe temporaire par courriel.",
  questionUnavailable:
    "Votre question de sécurité n’a pas pu être affichée. Répondez à la question choisie lors de votre inscription.",
  answer: "Réponse",
  sendPassword: "Envoyer un mot de passe temporaire",
  sending: "Envoi en cours…",
  emailSentHeading: "Consultez vos courriels",
  emailSentText:
    "Nous avons envoyé un mot de passe temporaire à l’adresse courriel de votre compte. Connectez-vous avec celui-ci, puis choisissez un nouveau mot de passe.",
  emailSentHint:
    "Il peut mettre quelques minutes à arriver. Vérifiez votre dossier de courrier indésirable si vous ne le voyez pas.",
  answersEnded:
    "Trop de réponses incorrectes. Recherchez de nouveau votre compte pour réessayer ; votre mot de passe est inchangé.",
  fieldPassword: "Au moins 8 caractères, dont une minuscule, une majuscule et un chiffre",
  fieldPasswordMismatch: "Les mots de passe ne correspondent pas",
  fieldPasswordMustChange: "Le nouveau mot de passe doit être différent du mot de passe actuel",
} satisfies NamespacePasswordResetTranslation

export default fr_passwordReset

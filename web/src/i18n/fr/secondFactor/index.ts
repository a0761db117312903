import type { NamespaceSecondFactorTranslation } from "../../i18n-types.js"

const fr_secondFactor = {
  heading: "Entrez votre code de connexion",
  sentTo: "Nous avons envoyé un code à 6 chiffres à {address}. Il est valable {minutes} minute{{s}}.",
  code: "Code de connexion",
  codeHint: "Les 6 chiffres du courriel",
  codeFormat: "Entrez les 6 chiffres du code",
  remember: "Mémoriser ce navigateur : ne plus me demander de code ici",
  submit: "Continuer",
  checking: "Vérification…",
  resend: "Envoyer un nouveau code",
  resent: "Nous avons envoyé un nouveau code à {address}. Le précédent ne fonctionne plus.",
  tooMany:
    "Vous ne pouvez pas demander d’autre code pour l’instant. Veuillez patienter un moment, puis réessayer.",
  startOver: "Se connecter de nouveau",
  settingsHeading: "Code de connexion",
  settingsIntro:
    "Après votre mot de passe, nous pouvons envoyer un code à {address} : votre mot de passe seul ne suffit plus pour se connecter.",
  toggle: "M’envoyer un code par courriel à chaque connexion avec mon mot de passe",
  required: "Votre fournisseur demande un code par courriel à chaque connexion avec votre mot de passe.",
  turnedOn:
    "C’est fait : nous vous enverrons un code par courriel à chaque connexion avec votre mot de passe.",
  turnedOff: "C’est fait : la connexion avec votre mot de passe ne demande plus de code.",
} satisfies NamespaceSecondFactorTranslation

export default fr_secondFactor

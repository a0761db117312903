import type { NamespaceAboutTranslation } from "../../i18n-types.js"

const fr_about = {
  heading: "À propos de ce site",
  intro:
    "Ce portail vous permet de consulter et de payer vos factures, de suivre votre consommation et de gérer votre compte en ligne.",
  feedback: "Commentaires sur le site",
  privacyPolicy: "Politique de confidentialité",
  siteMap: "Plan du site",
  termsOfUse: "Conditions d’utilisation",
} satisfies NamespaceAboutTranslation

export default fr_about

import type { NamespaceHelpTranslation } from "../../i18n-types.js"

const fr_help = {
  heading: "Besoin d’aide ?",
  helpLinks: "Rubriques d’aide",
  quickLinks: "Raccourcis",
  support: "Service à la clientèle",
  phone: "Téléphone : {phone}",
  email: "Courriel : {email}",
  chat: "Clavarder avec nous",
  supportHours: "",
  hours: "Heures d’ouverture : {hours}",
  topics: {
    accountNumber: {
      title: "Où trouver mon numéro de compte ?",
      text: "Votre numéro de compte est imprimé en haut à droite de chaque facture, au-dessus de la date d’échéance.",
      imageAlt: "Une facture où le numéro de compte est mis en évidence",
    },
    serviceID: {
      title: "Où trouver mon identifiant de service ?",
      text: "Votre identifiant de service figure sous chaque service, dans la section des frais de votre facture.",
      imageAlt: "Une facture où l’identifiant de service est mis en évidence",
    },
    lastStatementBalance: {
      title: "Où trouver le solde de mon dernier relevé ?",
      text: "Le solde du dernier relevé est le montant dû indiqué dans le sommaire du compte de votre facture la plus récente.",
      imageAlt: "Une facture où le solde du relevé est mis en évidence",
    },
  },
  whereIsIt: "Où trouver ce renseignement ?",
} satisfies NamespaceHelpTranslation

export default fr_help

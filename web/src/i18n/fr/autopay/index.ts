import type { NamespaceAutopayTranslation } from "../../i18n-types.js"

const fr_autopay = {
  fieldNumericAccount: "Le numéro de compte doit contenir uniquement des chiffres",
  fieldNumericRouting: "Le numéro d’acheminement doit contenir uniquement des chiffres",
  fieldLengthRouting: "Le numéro d’acheminement doit compter 9 chiffres",
  fieldInvalidRouting: "Le numéro d’acheminement n’est pas valide",
  fieldNumericInstitution: "Le numéro d’institution doit contenir uniquement des chiffres",
  fieldLengthInstitution: "Le numéro d’institution doit compter 3 chiffres",
  fieldNumericTransit: "Le numéro de transit doit contenir uniquement des chiffres",
  fieldLengthTransit: "Le numéro de transit doit compter 5 chiffres",
  fieldInvalidInstitution: "Les numéros d’institution et de transit ne sont pas valides",
  fieldAccountType: "Choisissez un type de compte",
  fieldTermsAccepted: "Acceptez les conditions du paiement automatique pour continuer",
} satisfies NamespaceAutopayTranslation

export default fr_autopay

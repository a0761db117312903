import type { NamespacePaymentMethodTranslation } from "../../i18n-types.js"

const fr_paymentMethod = {
  heading: "Mode de paiement",
  autopayOn: "Paiement automatique activé : chaque facture est payée automatiquement.",
  manual: "Vous payez chaque facture vous-même.",
  manualHint: "Configurez le paiement automatique pour ne jamais manquer une échéance.",
  change: "Changer de mode de paiement",
  locked: "Votre mode de paiement ne peut pas être modifié en ligne.",
} satisfies NamespacePaymentMethodTranslation

export default fr_paymentMethod

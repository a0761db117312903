import type { NamespacePaymentTranslation } from "../../i18n-types.js"

/** La règle propre au montant d’un paiement (clé du contrat `payment.fieldAmount`). */
const fr_payment = {
  fieldAmount: "Entrez un montant de 1,00 à 10 000,00",
} satisfies NamespacePaymentTranslation

export default fr_payment

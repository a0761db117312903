import type { NamespacePaymentReceiptTranslation } from "../../i18n-types.js"

/** Les textes du reçu de paiement, chargés avec son écran. */
const fr_paymentReceipt = {
  heading: "Reçu de paiement",
  thanks: "Merci. Votre paiement a bien été reçu.",
  loading: "Chargement de votre reçu…",
  amount: "Montant payé",
  paidTo: "Payé à",
  accountNumber: "Numéro de compte",
  paidWith: "Payé avec",
  cardEnding: "{card} se terminant par {lastFour}",
  date: "Date et heure",
  reference: "Numéro de référence",
  referenceHint: "Conservez ce numéro : indiquez-le si vous nous joignez au sujet de ce paiement.",
  print: "Imprimer le reçu",
  continueToAccount: "Continuer vers mon compte",
  continueHome: "Continuer",
} satisfies NamespacePaymentReceiptTranslation

export default fr_paymentReceipt

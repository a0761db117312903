import { type LanguageCode, paymentLimits } from "@billpath/contract"
import { formatMoney } from "../documents/document-format.ts"

/** The hosted page's own words: it belongs to the payment provider, not to the portal's i18n. */
export const hostedTexts = {
  en: {
    title: "Secure payment",
    payTitle: "Make a payment",
    autopayTitle: "Pay automatically by card",
    intro: "You are on the payment provider's secure page. Your card details are not shared with the portal.",
    cardholder: "Name on card",
    cardNumber: "Card number",
    expiry: "Expiry (MM/YY)",
    cvc: "Security code (CVC)",
    amount: "Amount (USD)",
    balanceDue: "Balance due:",
    nothingDue: "Nothing is due right now. You may still pay ahead.",
    creditBalance: "Nothing is due: you have a credit balance of {amount}. You may still pay ahead.",
    amountHint: "From {min} to {max} per payment.",
    consent: "I authorise automatic monthly payments of my bill with this card until I cancel.",
    pay: "Pay now",
    save: "Save card for autopay",
    cancel: "Cancel and return",
    problemsHeading: "Please correct the following:",
    cardholderRequired: "Enter the name on the card.",
    cardNumberInvalid: "Enter a valid card number.",
    cardNotAccepted: "This card type is not accepted.",
    cardDeclined: "The card issuer declined this card. Try another card.",
    expiryInvalid: "Enter a valid expiry date that has not passed.",
    cvcInvalid: "Enter the 3- or 4-digit security code.",
    amountInvalid: "Enter an amount from {min} to {max}, with at most two decimals.",
    consentRequired: "Tick the authorisation to continue.",
    alreadyUsed: "This payment page has already been used. Return to the portal to start again.",
    unknown: "This payment page has expired or does not exist.",
    backToPortal: "Return to the portal",
  },
  fr: {
    title: "Paiement sécurisé",
    payTitle: "Effectuer un paiement",
    autopayTitle: "Paiement automatique par carte",
    intro:
      "Vous êtes sur la page sécurisée du fournisseur de paiement. Les données de votre carte ne sont pas transmises au portail.",
    cardholder: "Nom sur la carte",
    cardNumber: "Numéro de carte",
    expiry: "Expiration (MM/AA)",
    cvc: "Code de sécurité (CVC)",
    amount: "Montant (USD)",
    balanceDue: "Solde dû :",
    nothingDue: "Aucun paiement n’est dû pour l’instant. Vous pouvez tout de même payer d’avance.",
    creditBalance:
      "Aucun paiement n’est dû : vous avez un solde créditeur de {amount}. Vous pouvez tout de même payer d’avance.",
    amountHint: "De {min} à {max} par paiement.",
    consent:
      "J’autorise le paiement automatique mensuel de ma facture avec cette carte jusqu’à ce que j’y mette fin.",
    pay: "Payer maintenant",
    save: "Enregistrer la carte pour le paiement automatique",
    cancel: "Annuler et revenir",
    problemsHeading: "Veuillez corriger ce qui suit :",
    cardholderRequired: "Entrez le nom inscrit sur la carte.",
    cardNumberInvalid: "Entrez un numéro de carte valide.",
    cardNotAccepted: "Ce type de carte n’est pas accepté.",
    cardDeclined: "L’émetteur a refusé cette carte. Essayez une autre carte.",
    expiryInvalid: "Entrez une date d’expiration valide et non échue.",
    cvcInvalid: "Entrez le code de sécurité à 3 ou 4 chiffres.",
    amountInvalid: "Entrez un montant de {min} à {max}, avec au plus deux décimales.",
    consentRequired: "Cochez l’autorisation pour continuer.",
    alreadyUsed: "Cette page de paiement a déjà été utilisée. Revenez au portail pour recommencer.",
    unknown: "Cette page de paiement a expiré ou n’existe pas.",
    backToPortal: "Revenir au portail",
  },
} as const satisfies Record<LanguageCode, Record<string, string>>

export type HostedTextKey = keyof (typeof hostedTexts)["en"]

/** A page text in its language, with the payment limits (`{min}`, `{max}`) and `{amount}` written in. */
export const hostedText = (language: LanguageCode, key: HostedTextKey, amount = 0): string =>
  hostedTexts[language][key]
    .replace("{min}", formatMoney(paymentLimits.minimum, language))
    .replace("{max}", formatMoney(paymentLimits.ceiling, language))
    .replace("{amount}", formatMoney(amount, language))

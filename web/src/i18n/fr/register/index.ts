import type { NamespaceRegisterTranslation } from "../../i18n-types.js"

const fr_register = {
  fieldNoSymbols: "Ne peut pas contenir les symboles {symbols} ni le mot null",
  fieldNumeric: "Doit contenir uniquement des chiffres",
  fieldCurrency: "Entrez un montant comme 45.00",
  fieldDate: "Entrez une date valide (MM/JJ/AAAA)",
  fieldEmail: "Entrez une adresse courriel valide",
  fieldUsernameLength: "Le nom d’utilisateur doit compter au moins 6 caractères",
  fieldValidServiceId: "Entrez un identifiant de service valide (lettres, chiffres et traits d’union)",
  fieldPasswordContainsName:
    "Le mot de passe ne peut pas contenir votre nom ni une partie de votre nom d’utilisateur",
  fieldSecurityQuestion: "Choisissez une question de sécurité",
  fieldTermsAgree: "Vous devez accepter les conditions d’utilisation",
  fieldPrivacyAgree: "Vous devez accepter la politique de confidentialité",
  fieldStatementBalanceOrDate: "Entrez le solde du dernier relevé, ou la date d’un relevé et son solde",
} satisfies NamespaceRegisterTranslation

export default fr_register

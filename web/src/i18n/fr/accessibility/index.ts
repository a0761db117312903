import type { NamespaceAccessibilityTranslation } from "../../i18n-types.js"

const fr_accessibility = {
  intro:
    "{provider} veut que tout le monde puisse consulter et payer ses factures ici, y compris les personnes qui utilisent un lecteur d’écran, le clavier plutôt que la souris, ou un logiciel d’agrandissement.",
  goalHeading: "Notre objectif",
  goal: "Nous visons la conformité aux Règles pour l’accessibilité des contenus Web (WCAG) 2.1, niveau AA, le niveau auquel renvoient des lois comme l’Americans with Disabilities Act, la LAPHO de l’Ontario et l’Acte européen sur l’accessibilité.",
  testingHeading: "Comment nous vérifions",
  testingAxe:
    "Un outil de vérification automatique (axe) examine chaque écran du site dans chacun des états où nos tests l’amènent — formulaires avec erreurs, fenêtres ouvertes, listes vides —, en anglais et en français.",
  testingKeyboard:
    "Nous faisons chaque démarche au clavier seulement : se connecter, payer une facture, s’inscrire, modifier ses paramètres.",
  testingSizes:
    "Nous vérifions chaque page sur un téléphone, un écran d’ordinateur et un grand écran vertical : {sizes}.",
  lastRunHeading: "Nos derniers tests",
  lastRunIntro:
    "Les chiffres ci-dessous viennent directement de la dernière exécution complète de nos tests automatiques.",
  date: "Date de l’exécution",
  screenStates: "États d’écran vérifiés",
  pages: "Pages différentes",
  languages: "Langues",
  screenSizes: "Tailles d’écran (en pixels)",
  rulesChecked: "Règles d’accessibilité vérifiées",
  violations: "Problèmes trouvés",
  noRunYet: "Les chiffres de nos tests automatiques paraîtront ici après leur prochaine exécution complète.",
  limitationsHeading: "Limites connues",
  limitationsIntro: "Certaines parties du site ne fonctionnent pas encore aussi bien qu’elles le devraient :",
  limitationQuestions:
    "Sur un téléphone, les questions de sécurité longues et les dates de facture de la liste de la page Consommation peuvent être coupées.",
  limitationCharges:
    "Les descriptions des frais viennent du système de facturation de {provider} et peuvent rester en anglais sur les pages en français.",
  limitationPdf:
    "Les factures PDF sont produites par le système de facturation de {provider} et ne sont pas toujours balisées pour les lecteurs d’écran. Si vous avez besoin de votre facture sous une autre forme, communiquez avec nous.",
  reportHeading: "Signaler un problème",
  report:
    "Si quelque chose sur ce site est difficile à utiliser, ou ne fonctionne pas avec votre façon de naviguer, dites-le-nous. Nous vous aiderons à faire ce que vous souhaitiez faire et corrigerons ce que nous pouvons.",
} satisfies NamespaceAccessibilityTranslation

export default fr_accessibility

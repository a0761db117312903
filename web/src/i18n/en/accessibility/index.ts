import type { BaseTranslation } from "../../i18n-types.js"

/** The accessibility statement (/about/accessibility). */
const en_accessibility = {
  intro:
    "{provider} wants everyone to be able to see and pay their bills here, including people who use a screen reader, a keyboard instead of a mouse, or a screen magnifier.",
  goalHeading: "What we aim for",
  goal: "We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA, the level that accessibility laws such as the Americans with Disabilities Act, Ontario’s AODA and the European Accessibility Act point to.",
  testingHeading: "How we test",
  testingAxe:
    "An automated checker (axe) reads every screen of the site in each state our tests bring it to — forms with errors, open dialogs, empty lists — in English and in French.",
  testingKeyboard:
    "We go through every task with the keyboard alone: signing in, paying a bill, registering, changing your settings.",
  testingSizes: "We check each page on a phone, a computer screen and a large upright screen: {sizes}.",
  lastRunHeading: "Our last test run",
  lastRunIntro: "The figures below come straight from the last full run of our automated tests.",
  date: "Date of the run",
  screenStates: "Screen states checked",
  pages: "Different pages",
  languages: "Languages",
  screenSizes: "Screen sizes (in pixels)",
  rulesChecked: "Accessibility rules checked",
  violations: "Problems found",
  noRunYet: "The figures of our automated tests will appear here after their next full run.",
  limitationsHeading: "Known limitations",
  limitationsIntro: "Some parts of the site do not work as well as they should yet:",
  limitationQuestions:
    "On a phone, long security questions and the bill dates in the usage page’s list can be cut off.",
  limitationCharges:
    "Charge descriptions come from {provider}’s billing system and may stay in English on the French pages.",
  limitationPdf:
    "PDF bills are made by {provider}’s billing system and may not be tagged for screen readers. If you need your bill in another format, contact us.",
  reportHeading: "Report a problem",
  report:
    "If something on this site is hard to use, or does not work with the way you browse, please tell us. We will help you with what you came to do and fix what we can.",
} satisfies BaseTranslation

export default en_accessibility

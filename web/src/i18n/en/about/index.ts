import type { BaseTranslation } from "../../i18n-types.js"

const en_about = {
  heading: "About this site",
  intro: "This portal lets you see and pay your bills, follow your usage and manage your account online.",
  feedback: "Site Feedback",
  privacyPolicy: "Privacy policy",
  siteMap: "Site map",
  termsOfUse: "Terms of use",
} satisfies BaseTranslation

export default en_about

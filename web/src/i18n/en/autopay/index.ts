import type { BaseTranslation } from "../../i18n-types.js"

const en_autopay = {
  fieldNumericAccount: "Account number must contain numbers only",
  fieldNumericRouting: "Routing number must contain numbers only",
  fieldLengthRouting: "Routing number must be 9 digits",
  fieldInvalidRouting: "Routing number is not valid",
  fieldNumericInstitution: "Institution number must contain numbers only",
  fieldLengthInstitution: "Institution number must be 3 digits",
  fieldNumericTransit: "Transit number must contain numbers only",
  fieldLengthTransit: "Transit number must be 5 digits",
  fieldInvalidInstitution: "Institution and transit numbers are not valid",
  fieldAccountType: "Choose an account type",
  fieldTermsAccepted: "Accept the autopay terms to continue",
} satisfies BaseTranslation

export default en_autopay

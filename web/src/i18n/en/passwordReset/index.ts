import type { BaseTranslation } from "../../i18n-types.js"

/** Also the password field messages (`passwordReset.field…`) the contract's rules name. */
const en_passwordReset = {
  findHeading: "Find your account",
  findIntro:
    "Enter the account number and service ID printed on your bill. We will ask your security question.",
  find: "Continue",
  finding: "Looking for your account…",
  questionHeading: "Answer your security question",
  questionIntro:
    "Answer the question you chose when you registered. We will e-mail you a temporary password.",
  questionUnavailable:
    "Your security question could not be shown. Answer the question you chose when you registered.",
  answer: "Answer",
  sendPassword: "Send temporary password",
  sending: "Sending…",
  emailSentHeading: "Check your e-mail",
  emailSentText:
    "We have sent a temporary password to the e-mail address on your account. Sign in with it, then choose a new password.",
  emailSentHint: "It can take a few minutes to arrive. Check your junk mail folder if you do not see it.",
  answersEnded:
    "Too many incorrect answers. Look up your account again to try once more; your password is unchanged.",
  fieldPassword: "At least 8 characters with a lowercase letter, an uppercase letter and a number",
  fieldPasswordMismatch: "Passwords do not match",
  fieldPasswordMustChange: "New password must differ from the current password",
} satisfies BaseTranslation

export default en_passwordReset

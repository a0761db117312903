import type { BaseTranslation } from "../../i18n-types.js"

/** The e-mailed sign-in code: the step after the password, and its setting (shared/second-factor). */
const en_secondFactor = {
  heading: "Enter your sign-in code",
  sentTo: "We e-mailed a 6-digit code to {address}. It works for {minutes} minute{{s}}.",
  code: "Sign-in code",
  codeHint: "The 6 digits from the e-mail",
  codeFormat: "Enter the 6 digits of the code",
  remember: "Remember this browser: do not ask me for a code here again",
  submit: "Continue",
  checking: "Checking…",
  resend: "Send a new code",
  resent: "We e-mailed a new code to {address}. The last one no longer works.",
  tooMany: "You cannot ask for another code now. Please wait a moment and try again.",
  startOver: "Sign in again",
  settingsHeading: "Sign-in code",
  settingsIntro:
    "After your password, we can e-mail a code to {address}, so your password alone is not enough to sign in.",
  toggle: "E-mail me a code each time I sign in with my password",
  required: "Your provider asks for an e-mailed code each time you sign in with your password.",
  turnedOn: "Done: we will e-mail you a code each time you sign in with your password.",
  turnedOff: "Done: signing in with your password no longer asks for a code.",
} satisfies BaseTranslation

export default en_secondFactor

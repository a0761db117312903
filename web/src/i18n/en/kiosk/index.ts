import type { BaseTranslation } from "../../i18n-types.js"

const en_kiosk = {
  touchToStart: "Touch to start",
  chooseLanguage: "Choose your language to start",
  endSession: "End session",
  endSessionHint: "Clears everything on this screen for the next customer",
  stillThere: "Still there?",
  stillHere: "I'm still here",
  tasksTitle: "What would you like to do?",
  taskPay: "Pay a bill",
  taskPayHint: "No need to sign in: your account number is enough.",
  taskSignIn: "See my balance and bills",
  taskSignInHint: "Sign in with your username and password.",
  taskRegister: "Create an online account",
  taskRegisterHint: "Sign up to see your bills and pay online.",
  startOver: "Start over",
  clearedSoon:
    "For your privacy, this screen will be cleared for the next customer when the count reaches zero.",
  secondsLeftUnit: "second{{s}} left",
  secondsLeftSpoken: "{seconds} second{{s}} left",
} satisfies BaseTranslation

export default en_kiosk

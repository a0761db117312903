import type { BaseTranslation } from "../../i18n-types.js"

/** Passkeys: signing in with one, and the list in account settings (shared/passkeys). */
const en_passkeys = {
  signIn: "Sign in with a passkey",
  signingIn: "Waiting for your passkey…",
  heading: "Passkeys",
  intro:
    "Sign in with your fingerprint, your face or your device’s PIN instead of your password. A passkey stays on your device.",
  listLabel: "Your passkeys",
  none: "You have no passkeys yet.",
  name: "Passkey name",
  nameHint: "A name you will recognise, such as “Work laptop”.",
  add: "Add a passkey",
  adding: "Adding…",
  created: "Added {date}",
  lastUsed: "last used {date}",
  remove: "Remove",
  removeNamed: "Remove the passkey {name}",
  removing: "Removing…",
  added: "Your passkey was added. Next time, you can sign in with it.",
  removed: "Your passkey was removed. It can no longer be used to sign in.",
  notDone: "No passkey was used. You can try again, or sign in with your password.",
  refused: "This passkey was not accepted. Please try again, or sign in with your password.",
  tooMany: "Too many attempts. Please wait a moment and try again.",
} satisfies BaseTranslation

export default en_passkeys

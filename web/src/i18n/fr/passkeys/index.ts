import type { NamespacePasskeysTranslation } from "../../i18n-types.js"

const fr_passkeys = {
  signIn: "Se connecter avec une clé d’accès",
  signingIn: "En attente de votre clé d’accès…",
  heading: "Clés d’accès",
  intro:
    "Connectez-vous avec votre empreinte, votre visage ou le NIP de votre appareil au lieu de votre mot de passe. Une clé d’accès reste sur votre appareil.",
  listLabel: "Vos clés d’accès",
  none: "Vous n’avez encore aucune clé d’accès.",
  name: "Nom de la clé d’accès",
  nameHint: "Un nom que vous reconnaîtrez, par exemple « Portable du bureau ».",
  add: "Ajouter une clé d’accès",
  adding: "Ajout…",
  created: "Ajoutée le {date}",
  lastUsed: "dernière utilisation le {date}",
  remove: "Retirer",
  removeNamed: "Retirer la clé d’accès {name}",
  removing: "Retrait…",
  added: "Votre clé d’accès a été ajoutée. La prochaine fois, vous pourrez vous connecter avec elle.",
  removed: "Votre clé d’accès a été retirée. Elle ne permet plus de se connecter.",
  notDone:
    "Aucune clé d’accès n’a été utilisée. Vous pouvez réessayer, ou vous connecter avec votre mot de passe.",
  refused:
    "Cette clé d’accès n’a pas été acceptée. Veuillez réessayer, ou vous connecter avec votre mot de passe.",
  tooMany: "Trop de tentatives. Veuillez patienter un moment, puis réessayer.",
} satisfies NamespacePasskeysTranslation

export default fr_passkeys

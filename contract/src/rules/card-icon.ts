/** The card icons the portal has; any other type shows the ACH icon (spec §9). */
export const cardIcons = ["VISA", "MASTER CARD", "AMEX", "DISCOVER", "CASH"] as const
export type CardIcon = (typeof cardIcons)[number] | "ACH"

// Providers write the type in any case and some drop the space ("MASTERCARD"): compare letters only.
const lettersOf = (text: string): string => text.toUpperCase().replace(/\s+/gu, "")

/** The icon of a payment method or card type: VISA, MASTER CARD, AMEX, DISCOVER, CASH, else ACH. */
export const cardIconFor = (cardType: string): CardIcon => {
  const wanted = lettersOf(cardType)
  return cardIcons.find((icon) => lettersOf(icon) === wanted) ?? "ACH"
}

import type { CardIcon } from "@billpath/contract/rules"
import { css } from "../../styled-system/css"
import type { TranslationFunctions } from "../i18n/i18n-types.ts"

/** The payment type's name in the customer's language ("MASTER CARD" is Mastercard). */
export const paymentTypeName = (LL: TranslationFunctions, icon: CardIcon): string =>
  icon === "MASTER CARD" ? LL.paymentTypes.MASTERCARD() : LL.paymentTypes[icon]()

// Card brands read the same in every language; a bank account gets a drawing, not a word, so no badge
// needs translating.
const badgeText: Readonly<Record<Exclude<CardIcon, "ACH">, string>> = {
  VISA: "VISA",
  "MASTER CARD": "MC",
  AMEX: "AMEX",
  DISCOVER: "DISC",
  CASH: "$",
}

/** A bank building: pediment, four columns, base. */
const BankBuilding = () => (
  <g fill="currentColor">
    <path d="M24 5 L37 12 L11 12 Z" />
    <rect x="13" y="14" width="3" height="9" />
    <rect x="19.5" y="14" width="3" height="9" />
    <rect x="25.5" y="14" width="3" height="9" />
    <rect x="32" y="14" width="3" height="9" />
    <rect x="11" y="24" width="26" height="3" />
  </g>
)

/** A small card-shaped badge; decorative, since the text beside it names the payment type. */
export const PaymentTypeIcon = ({ type }: { readonly type: CardIcon }) => (
  <svg
    viewBox="0 0 48 32"
    width="48"
    height="32"
    aria-hidden="true"
    className={css({ flexShrink: 0 })}
    data-payment-type={type}
  >
    <rect
      x="1"
      y="1"
      width="46"
      height="30"
      rx="5"
      fill="currentColor"
      opacity="0.12"
      stroke="currentColor"
      strokeWidth="2"
    />
    {type === "ACH" ? (
      <BankBuilding />
    ) : (
      <text
        x="24"
        y="21"
        textAnchor="middle"
        fontSize="11"
        fontWeight="700"
        fontFamily="Arial, sans-serif"
        fill="currentColor"
      >
        {badgeText[type]}
      </text>
    )}
  </svg>
)

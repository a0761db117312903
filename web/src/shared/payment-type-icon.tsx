import { css } from "../../styled-system/css"

/** Card icons of spec §9; any other type shows the bank (ACH) icon. */
const knownTypes = ["VISA", "MASTER CARD", "MASTERCARD", "AMEX", "DISCOVER", "CASH"] as const

export type PaymentTypeKey = "VISA" | "MASTERCARD" | "AMEX" | "DISCOVER" | "CASH" | "ACH"

export const paymentTypeKey = (type: string): PaymentTypeKey => {
  const upper = type.trim().toUpperCase()
  const known = knownTypes.find((candidate) => candidate === upper)
  if (known === undefined) return "ACH"
  return known === "MASTER CARD" ? "MASTERCARD" : known
}

const badgeText: Readonly<Record<PaymentTypeKey, string>> = {
  VISA: "VISA",
  MASTERCARD: "MC",
  AMEX: "AMEX",
  DISCOVER: "DISC",
  CASH: "$",
  ACH: "BANK",
}

/** A small card-shaped badge; decorative, since the text beside it names the payment type. */
export const PaymentTypeIcon = ({ type }: { readonly type: PaymentTypeKey }) => (
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
  </svg>
)

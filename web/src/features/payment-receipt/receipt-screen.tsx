import { getRouteApi, useNavigate } from "@tanstack/react-router"
import { useAtomValue, useSetAtom } from "jotai"
import { useEffect } from "react"
import { css } from "../../../styled-system/css"
import { card } from "../../../styled-system/recipes"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { pageParams } from "../../navigation/page-params.ts"
import { isSignedInAtom } from "../../session/session-atoms.ts"
import { outcomeAlert } from "../../shared/outcome-alerts.ts"
import { useAnswer } from "../../shared/use-answer.ts"
import { showAlertAtom } from "../../ui/alerts/alerts-atoms.ts"
import { ReceiptDetails, ReceiptSkeleton } from "./receipt-details.tsx"

const route = getRouteApi("/{-$lang}/payment-receipt")

const receiptClass = `${card()} ${css({
  maxWidth: "600px",
  mx: "auto",
  // Paper: the receipt alone, black on white, no shadow to waste toner on.
  _print: { maxWidth: "none", border: "none", boxShadow: "none", bg: "white", color: "black", padding: "0" },
})}`

// Where the card page returns (spec §2, §4). With no receipt, the next page replaces this address, so Back
// does not bounce here again.
export const ReceiptScreen = () => {
  const LL = useTranslations()
  const { outcome } = route.useLoaderData()
  const answer = useAnswer(outcome)
  const navigate = useNavigate()
  const showAlert = useSetAtom(showAlertAtom)
  const signedIn = useAtomValue(isSignedInAtom)
  const language = useAtomValue(languageAtom)
  const settled = answer?.value

  useEffect(() => {
    if (settled?._tag !== "away") return
    void navigate({
      to: signedIn ? "/{-$lang}/dashboard" : "/{-$lang}",
      params: pageParams(language),
      replace: true,
    }).then(() => showAlert(outcomeAlert(LL, "paymentReceipt", settled.reason)))
  }, [settled, signedIn, language, navigate, showAlert, LL])

  return (
    <section
      aria-labelledby="receipt-heading"
      aria-busy={settled?._tag !== "receipt"}
      className={receiptClass}
    >
      {settled?._tag === "receipt" ? (
        <ReceiptDetails receipt={settled.receipt} signedIn={signedIn} />
      ) : (
        <ReceiptSkeleton />
      )}
    </section>
  )
}

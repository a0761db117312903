import { greetingName, isSystemMessageFor } from "@billpath/contract/rules"
import { getRouteApi } from "@tanstack/react-router"
import { useAtomValue, useSetAtom } from "jotai"
import { lazy, Suspense, useEffect, useState } from "react"
import { css } from "../../../styled-system/css"
import { accountAtom, userAtom } from "../../api/portal-atoms.ts"
import { QuickLinksMenu } from "../../chrome/quick-links-menu.tsx"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { sessionAtom } from "../../session/session-atoms.ts"
import { useAnswer } from "../../shared/use-answer.ts"
import { showAlertAtom } from "../../ui/alerts/alerts-atoms.ts"
import { LastPaymentCard } from "./last-payment-card.tsx"
import { OverviewCard } from "./overview-card.tsx"
import { PaymentMethodCard } from "./payment-method-card.tsx"
import { RecentBillsCard } from "./recent-bills-card.tsx"
import { routeMessage } from "./route-message.ts"
import { loadSystemMessageOverlay } from "./system-message-overlay-code.ts"

const route = getRouteApi("/{-$lang}/dashboard")

const SystemMessageOverlay = lazy(() =>
  loadSystemMessageOverlay().then(({ SystemMessageOverlay }) => ({
    default: SystemMessageOverlay,
  })),
)

const screenClass = css({ display: "flex", flexDirection: "column", gap: "6" })
// On a kiosk one column in the order of the customer's questions: what is owed and by when, with the
// button to pay; then the bills; then how the account pays.
const cardsClass = css({
  display: "grid",
  gap: "6",
  gridTemplateColumns: { base: "minmax(0, 1fr)", lg: "minmax(0, 2fr) minmax(0, 1fr)" },
  alignItems: "start",
  _kiosk: { gridTemplateColumns: "minmax(0, 1fr)" },
})
const columnClass = css({ display: "flex", flexDirection: "column", gap: "6", minWidth: "0" })

/** Dashboard (spec §2): its cards paint at once, each showing its skeleton until its data arrives. */
export const DashboardScreen = () => {
  const LL = useTranslations()
  const account = useAtomValue(accountAtom)
  const user = useAtomValue(userAtom)
  const session = useAtomValue(sessionAtom)
  const { message } = route.useSearch()
  const data = route.useLoaderData()
  const lastPayment = useAnswer(data.lastPayment, true)?.value
  const recentBills = useAnswer(data.recentBills, true)?.value
  const systemMessage = useAnswer(data.systemMessage, true)?.value ?? null
  const showAlert = useSetAtom(showAlertAtom)
  // Once shown, the overlay stays mounted, so it can close (and hand focus back) when the message goes.
  const language = useAtomValue(languageAtom)
  const messageToShow = systemMessage !== null && isSystemMessageFor(systemMessage, language)
  const [overlayNeeded, setOverlayNeeded] = useState(messageToShow)
  if (messageToShow && !overlayNeeded) setOverlayNeeded(true)

  useEffect(() => {
    const alert = message === undefined ? undefined : routeMessage(LL, message)
    if (alert !== undefined) showAlert(alert)
  }, [LL, message, showAlert])

  // The names kept with the session greet at once; the user's own arrive with the restore.
  const names = user ?? session?.accountNames
  const name = names === undefined ? "" : greetingName(names)
  return (
    <div className={screenClass}>
      <div>
        <p className={css({ color: "fg.muted", fontWeight: "600" })}>{LL.dashboard.welcome()}</p>
        <h1 className={css({ textStyle: "title.page" })}>{LL.dashboard.greeting({ name })}</h1>
      </div>
      <div className={cardsClass}>
        <div className={columnClass}>
          <OverviewCard account={account} />
          <RecentBillsCard bills={recentBills} />
        </div>
        <div className={columnClass}>
          <PaymentMethodCard account={account} />
          {lastPayment === "failed" ? null : <LastPaymentCard payment={lastPayment} />}
          <QuickLinksMenu />
        </div>
      </div>
      {overlayNeeded ? (
        <Suspense fallback={null}>
          <SystemMessageOverlay message={systemMessage} />
        </Suspense>
      ) : null}
    </div>
  )
}

import { greetingName, isSystemMessageFor } from "@billpath/contract/light"
import { getRouteApi } from "@tanstack/react-router"
import { useAtomValue, useSetAtom } from "jotai"
import { lazy, Suspense, useEffect, useState } from "react"
import { css } from "../../../styled-system/css"
import { accountAtom, userAtom } from "../../api/portal-atoms.ts"
import { QuickLinksMenu } from "../../chrome/quick-links-menu.tsx"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { showAlertAtom } from "../../ui/alerts/alerts-atoms.ts"
import { LastPaymentCard } from "./last-payment-card.tsx"
import { OverviewCard } from "./overview-card.tsx"
import { routeMessage } from "./route-message.ts"

const route = getRouteApi("/{-$lang}/dashboard")

/**
 * The system message's dialog (Ark's dialog, focus trap and the HTML sanitiser: about 28 kB gzip) loads
 * when there is a message to show, not with every dashboard.
 */
const SystemMessageOverlay = lazy(() =>
  import("./system-message-overlay.tsx").then(({ SystemMessageOverlay }) => ({
    default: SystemMessageOverlay,
  })),
)

/** Dashboard (spec §2): the overview, the last payment, quick links and the system message. */
export const DashboardScreen = () => {
  const LL = useTranslations()
  const account = useAtomValue(accountAtom)
  const user = useAtomValue(userAtom)
  const { message } = route.useSearch()
  const { lastPayment, systemMessage } = route.useLoaderData()
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

  const name = user === null ? "" : greetingName(user)
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "6" })}>
      <div>
        <p className={css({ color: "fg.muted", fontWeight: "600" })}>{LL.dashboard.welcome()}</p>
        <h1 className={css({ fontSize: "3xl" })}>{LL.dashboard.greeting({ name })}</h1>
      </div>
      <div
        className={css({
          display: "grid",
          gap: "6",
          gridTemplateColumns: { base: "1fr", lg: "2fr 1fr" },
          alignItems: "start",
        })}
      >
        <div className={css({ display: "flex", flexDirection: "column", gap: "6" })}>
          {account === null ? null : <OverviewCard account={account} />}
          {lastPayment === null || lastPayment === "failed" ? null : (
            <LastPaymentCard payment={lastPayment} />
          )}
        </div>
        <QuickLinksMenu />
      </div>
      {overlayNeeded ? (
        <Suspense fallback={null}>
          <SystemMessageOverlay message={systemMessage} />
        </Suspense>
      ) : null}
    </div>
  )
}

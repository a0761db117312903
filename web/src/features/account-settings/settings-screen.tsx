import { isDeliveryLocked } from "@billpath/contract/rules"
import { getRouteApi } from "@tanstack/react-router"
import { useAtomValue, useSetAtom, useStore } from "jotai"
import { useEffect } from "react"
import { css } from "../../../styled-system/css"
import { card } from "../../../styled-system/recipes"
import { loadUserAndAccount } from "../../api/account-actions.ts"
import { accountAtom, userAtom } from "../../api/portal-atoms.ts"
import { translationsAtom, useTranslations } from "../../i18n/i18n-atoms.ts"
import { type SettingsView, settingsViews } from "../../navigation/settings-search.ts"
import { outcomeAlert } from "../../shared/outcome-alerts.ts"
import { themeSettingsAtom } from "../../theme/theme-atoms.ts"
import { showAlertAtom } from "../../ui/alerts/alerts-atoms.ts"
import { LineIcon, padlockPath } from "../../ui/icons/line-icon.tsx"
import { ViewTabs } from "../../ui/tabs/view-tabs.tsx"
import { AutopayPanel } from "./autopay-panel.tsx"
import { EBillPanel } from "./ebill-panel.tsx"
import { PanelSkeleton } from "./panel-parts.tsx"
import { ProfilePanel } from "./profile-panel.tsx"

const route = getRouteApi("/{-$lang}/account/settings/")

const lockedReasonId = "ebill-locked-reason"
const lockedReasonClass = css({ display: "flex", alignItems: "center", gap: "2", color: "fg.muted", m: "0" })

/** AccountSettings (spec §2); panels are keyed on their data, so a save's reload starts them afresh. */
export const SettingsScreen = () => {
  const LL = useTranslations()
  const { currentView, cardAutopay } = route.useSearch()
  const navigate = route.useNavigate()
  const account = useAtomValue(accountAtom)
  const user = useAtomValue(userAtom)
  const settings = useAtomValue(themeSettingsAtom)
  const eBillLocked = account !== null && isDeliveryLocked(account, settings)
  const store = useStore()
  const showAlert = useSetAtom(showAlertAtom)
  // Back from the provider's card page: the address is cleaned so a reload does not say the outcome twice.
  useEffect(() => {
    if (cardAutopay === undefined) return
    void (async () => {
      if (cardAutopay === "success") await loadUserAndAccount(store)
      await navigate({ search: { currentView: "autoPay" }, replace: true })
      showAlert(outcomeAlert(store.get(translationsAtom).LL, "cardAutopay", cardAutopay))
    })()
  }, [cardAutopay, navigate, showAlert, store])
  const changeView = (value: string) => {
    const chosen = settingsViews.find((candidate) => candidate === value)
    if (chosen !== undefined) void navigate({ search: { currentView: chosen }, replace: true })
  }
  // The tabs show only the chosen panel: the profile's when none is chosen or bill delivery is locked.
  const panel = (tab: SettingsView) => {
    if (account === null || user === null) return <PanelSkeleton />
    switch (tab) {
      case "myProfile":
        return <ProfilePanel key={JSON.stringify(user)} user={user} />
      case "eBill":
        return <EBillPanel key={JSON.stringify(account)} account={account} />
      case "autoPay":
        return <AutopayPanel key={JSON.stringify(account)} account={account} />
    }
  }
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "6" })}>
      <h1 className={css({ textStyle: "title.page" })}>{LL.accountSettings.heading()}</h1>
      {/* The locked tab names this reason as its description; shown once, above the tabs. */}
      {eBillLocked ? (
        <p id={lockedReasonId} className={lockedReasonClass} data-testid="ebill-locked-reason">
          <LineIcon d={padlockPath} size={16} />
          {LL.accountSettings.delivery.locked()}
        </p>
      ) : null}
      <section aria-label={LL.accountSettings.heading()} className={card()}>
        <ViewTabs
          label={LL.accountSettings.heading()}
          value={currentView}
          onValueChange={changeView}
          tabs={[
            { value: "myProfile", label: LL.accountSettings.profileTab(), content: panel("myProfile") },
            {
              value: "eBill",
              label: LL.accountSettings.eBillTab(),
              ...(eBillLocked ? { locked: { reasonId: lockedReasonId } } : {}),
              content: panel("eBill"),
            },
            { value: "autoPay", label: LL.accountSettings.autoPayTab(), content: panel("autoPay") },
          ]}
        />
      </section>
    </div>
  )
}

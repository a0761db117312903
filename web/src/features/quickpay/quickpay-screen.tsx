import type { CallOutcome, QuickPaySearchResponse, quickPayFindAccount } from "@billpath/contract"
import { isoDayOf } from "@billpath/contract/rules"
import { Link } from "@tanstack/react-router"
import { useAtomValue, useSetAtom } from "jotai"
import { useState } from "react"
import { apiClientAtom } from "../../api/portal-atoms.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { usePageParams } from "../../navigation/page-params.ts"
import { serverNow } from "../../session/clock.ts"
import { FindMyBillForm } from "../../shared/find-my-bill/find-my-bill-form.tsx"
import { type FlowOutcomes, outcomeAlert } from "../../shared/outcome-alerts.ts"
import { useVisitorPass } from "../../shared/use-visitor-pass.ts"
import { alertsAtom } from "../../ui/alerts/alerts-atoms.ts"
import { inlineLinkClass, introClass, noteClass } from "../../ui/form/form-styles.ts"
import { TaskCard } from "../../ui/task-card/task-card.tsx"
import { FoundAccount } from "./found-account.tsx"

/** Why a search found no one quick pay may serve (spec §4, §8). */
const missOf = (outcome: CallOutcome<typeof quickPayFindAccount>): FlowOutcomes["quickPayFindAccount"] => {
  if (outcome._tag === "success") return outcome.value === null ? "notFound" : "ePayProhibited"
  return outcome._tag === "invalid" ? "invalid" : "failed"
}

/** QuickPay (spec §2, §4): find the bill, confirm "Is this you?", pay on the provider's card page. */
export const QuickpayScreen = () => {
  const LL = useTranslations()
  const api = useAtomValue(apiClientAtom)
  const setPass = useVisitorPass()
  const setAlerts = useSetAtom(alertsAtom)
  const params = usePageParams()
  const [found, setFound] = useState<{ readonly payer: QuickPaySearchResponse; readonly today: string }>()
  // A new search form each time "Not me" empties it.
  const [searchKey, setSearchKey] = useState(0)

  const notMe = () => {
    setPass(null)
    setFound(undefined)
    setAlerts([])
    setSearchKey((key) => key + 1)
  }

  return (
    <TaskCard title={LL.quickpay.heading()}>
      {found === undefined ? (
        <>
          <p className={introClass}>{LL.quickpay.intro()}</p>
          <FindMyBillForm
            key={searchKey}
            submitLabel={LL.quickpay.find()}
            busyLabel={LL.quickpay.finding()}
            onFind={async (identifiers) => {
              const outcome = await api.call("quickPayFindAccount", {
                body: { billingPointID: identifiers.accountNumber, servicePointID: identifiers.serviceID },
              })
              if (outcome._tag === "tooMany") return "tooMany"
              const payer = outcome._tag === "success" ? outcome.value : null
              if (payer === null || payer.userData.isEPayProhibited) {
                return outcomeAlert(LL, "quickPayFindAccount", missOf(outcome))
              }
              setPass(payer.tokenInfo)
              setAlerts([])
              // The provider's today, from the pass's issue time: a visitor's computer clock may be off.
              const today = isoDayOf(serverNow({ token: payer.tokenInfo, receivedAt: Date.now() }))
              setFound({ payer: payer.userData, today })
            }}
          />
          <p className={noteClass}>
            {LL.quickpay.signInInstead()}{" "}
            <Link to="/{-$lang}" params={params} className={inlineLinkClass}>
              {LL.quickpay.signIn()}
            </Link>
          </p>
        </>
      ) : (
        <FoundAccount payer={found.payer} today={found.today} onNotMe={notMe} />
      )}
    </TaskCard>
  )
}

import type { AccountSummary } from "@billpath/contract"
import {
  billOptionsUpdate,
  type EBillToggle,
  initialEBillChoice,
  isDeliveryLocked,
  nextEBillChoice,
  visibleEBillOptions,
} from "@billpath/contract/rules"
import { useAtomValue, useSetAtom, useStore } from "jotai"
import { type FormEvent, useState } from "react"
import { css } from "../../../styled-system/css"
import { button } from "../../../styled-system/recipes"
import { loadUserAndAccount } from "../../api/account-actions.ts"
import { apiClientAtom } from "../../api/portal-atoms.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { outcomeAlert } from "../../shared/outcome-alerts.ts"
import { themeSettingsAtom } from "../../theme/theme-atoms.ts"
import { showFocusedAlertAtom } from "../../ui/alerts/alerts-atoms.ts"
import { CheckboxField } from "../../ui/form/checkbox-field.tsx"
import { RadioGroupField } from "../../ui/form/radio-group-field.tsx"
import { PanelHeading, panelClass } from "./panel-parts.tsx"

const optionClass = css({ display: "flex", flexDirection: "column" })
const optionHintClass = css({ color: "fg.muted", fontSize: "sm", fontWeight: "400" })

const deliveries = ["electronic", "paper"] as const
const extras = ["pdfAttachment", "replyEnvelope"] as const

/** Bill delivery (spec §2 eBill, §4); the contract's rules say what each choice clears. */
export const EBillPanel = ({ account }: { readonly account: AccountSummary }) => {
  const LL = useTranslations()
  const store = useStore()
  const settings = useAtomValue(themeSettingsAtom)
  const showAlert = useSetAtom(showFocusedAlertAtom)
  const initial = initialEBillChoice(account)
  const [choice, setChoice] = useState(initial)
  const [saving, setSaving] = useState(false)
  const visible = visibleEBillOptions(account, choice)
  const locked = isDeliveryLocked(account, settings)
  const changed = (["electronicDelivery", ...extras] as const).some((key) => choice[key] !== initial[key])
  const toggle = (change: EBillToggle) =>
    setChoice((current) => nextEBillChoice(account, settings, current, change))

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!changed || saving) return
    setSaving(true)
    const outcome = await store.get(apiClientAtom).call("updateBillOptions", {
      body: billOptionsUpdate(account, choice, store.get(languageAtom)),
    })
    // Saved whatever the reload says; a failed reload shows the old state until the next page.
    if (outcome._tag === "success") await loadUserAndAccount(store)
    setSaving(false)
    showAlert(outcomeAlert(LL, "eBillSave", outcome._tag === "success" ? "success" : "failed"))
  }

  return (
    <form className={panelClass} onSubmit={(event) => void save(event)} aria-labelledby="delivery-heading">
      <PanelHeading id="delivery-heading">{LL.accountSettings.delivery.heading()}</PanelHeading>
      {locked ? <p>{LL.accountSettings.delivery.locked()}</p> : null}
      <RadioGroupField
        label={LL.accountSettings.delivery.legend()}
        name="delivery"
        value={choice.electronicDelivery ? "electronic" : "paper"}
        onChange={(value) => toggle({ kind: "delivery", electronic: value === "electronic" })}
        options={deliveries.map((delivery) => ({
          value: delivery,
          label: (
            <span className={optionClass}>
              {LL.accountSettings.delivery[delivery]()}
              <span className={optionHintClass}>{LL.accountSettings.delivery[`${delivery}Hint`]()}</span>
            </span>
          ),
          disabled: locked,
        }))}
      />
      {extras.map((kind) =>
        visible[kind] ? (
          <CheckboxField
            key={kind}
            label={LL.accountSettings.delivery[kind]()}
            name={kind}
            value={choice[kind]}
            onChange={(checked) => toggle({ kind, checked })}
          />
        ) : null,
      )}
      <div>
        <button
          type="submit"
          className={button()}
          disabled={!changed || saving}
          aria-describedby={changed ? undefined : "delivery-save-hint"}
        >
          {saving ? LL.accountSettings.saving() : LL.accountSettings.save()}
        </button>
        {changed ? null : (
          <p id="delivery-save-hint" className={optionHintClass}>
            {LL.accountSettings.noChanges()}
          </p>
        )}
      </div>
    </form>
  )
}

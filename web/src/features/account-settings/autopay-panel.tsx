import { type AccountSummary, type CallOutcome, directDebitForm, type Endpoints } from "@billpath/contract"
import {
  type AutopayPaymentType,
  cardIconFor,
  initialAutopayPaymentType,
  type LimitedField,
} from "@billpath/contract/rules"
import { useAtomValue, useSetAtom, useStore } from "jotai"
import { type FormEvent, useMemo, useState } from "react"
import { css } from "../../../styled-system/css"
import { button } from "../../../styled-system/recipes"
import { loadUserAndAccount } from "../../api/account-actions.ts"
import { apiClientAtom } from "../../api/portal-atoms.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { messageText } from "../../i18n/message-key.ts"
import { sessionAtom } from "../../session/session-atoms.ts"
import { lastFourDigits } from "../../shared/last-four.ts"
import { outcomeAlert } from "../../shared/outcome-alerts.ts"
import { goToPaymentPage } from "../../shared/payment-page.ts"
import { PaymentTypeIcon, paymentTypeName } from "../../shared/payment-type-icon.tsx"
import { themeSettingsAtom } from "../../theme/theme-atoms.ts"
import { showFocusedAlertAtom } from "../../ui/alerts/alerts-atoms.ts"
import { afterPress } from "../../ui/form/after-press.ts"
import { CheckboxField } from "../../ui/form/checkbox-field.tsx"
import { formRules } from "../../ui/form/contract-rules.ts"
import { RadioGroupField } from "../../ui/form/radio-group-field.tsx"
import { TextField } from "../../ui/form/text-field.tsx"
import { useForm } from "../../ui/form/use-form.ts"
import { mutedClass, PanelHeading, panelClass } from "./panel-parts.tsx"

const rowClass = css({ display: "flex", alignItems: "center", gap: "2", flexWrap: "wrap" })
const pairClass = css({ display: "grid", gridTemplateColumns: { base: "1fr", sm: "1fr 1fr" }, gap: "4" })
const linkButtonClass = css({
  color: "accent.link",
  textDecoration: "underline",
  fontWeight: "600",
  bg: "transparent",
  cursor: "pointer",
  minHeight: "44px",
  paddingInline: "1",
})

type BankTextField = "bankName" | "accountNumber" | "routingNumber" | "institutionNumber" | "transitNumber"
/** The form holds both routing modes' fields; only the theme's mode is judged and sent. */
type BankValues = Record<BankTextField, string> & { readonly accountType: "Checking" | "Savings" | "" }
/** The fields the provider sends back masked ("*****6789"). */
const maskedFields: ReadonlyArray<BankTextField> = ["bankName", "accountNumber", "routingNumber"]

/** What pays the account now, in words: "Visa ending in 4242", "Caisse Populaire, account ending 6789". */
const CurrentMethod = ({
  account,
  type,
}: {
  readonly account: AccountSummary
  readonly type: AutopayPaymentType
}) => {
  const LL = useTranslations()
  if (type === "credit" && account.cardInfo !== null) {
    const icon = cardIconFor(account.cardInfo.cardType)
    return (
      <p className={rowClass}>
        <PaymentTypeIcon type={icon} />
        {LL.accountSettings.autoPay.cardOnFile({
          card: paymentTypeName(LL, icon),
          lastFour: account.cardInfo.cardLastFour,
        })}
      </p>
    )
  }
  if (type === "debit" && account.bankInfo !== null) {
    return (
      <p className={rowClass}>
        <PaymentTypeIcon type="ACH" />
        {LL.accountSettings.autoPay.bankOnFile({
          bank: account.bankInfo.directDebitBankName,
          lastFour: lastFourDigits(account.bankInfo.directDebitAccountNumber),
        })}
      </p>
    )
  }
  return <p>{LL.accountSettings.autoPay.manualNow()}</p>
}

/** Autopay (spec §2, §4): by card on the provider's page, by direct debit or by hand; read-only when locked. */
export const AutopayPanel = ({ account }: { readonly account: AccountSummary }) => {
  const LL = useTranslations()
  const store = useStore()
  const settings = useAtomValue(themeSettingsAtom)
  const showAlert = useSetAtom(showFocusedAlertAtom)
  const initialType = initialAutopayPaymentType(account)
  const [type, setType] = useState<AutopayPaymentType>(initialType)
  const [updatingBank, setUpdatingBank] = useState(false)
  const [termsAccepted, setTermsAccepted] = useState(false)
  const [saving, setSaving] = useState(false)
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set())
  const split = settings.splitRoutingNumber
  const rules = useMemo(
    () =>
      formRules(
        directDebitForm({
          splitRoutingNumber: split,
          hideAccountType: settings.hideAccountType,
          validateRoutingNumber: account.validateRoutingNumber,
        }),
      ),
    [split, settings.hideAccountType, account.validateRoutingNumber],
  )
  const bank = account.bankInfo
  // Spec §4: a 435 shows the provider's own messages, joined in one alert.
  const finish = async (
    outcome: CallOutcome<Endpoints["updatePaymentMethod"]>,
    saved: "debitSaved" | "manualSaved",
  ) => {
    if (outcome._tag === "rejected") showAlert({ priority: 1, text: outcome.body.join(" ") })
    else if (outcome._tag !== "success") showAlert(outcomeAlert(LL, "autopaySave", "failed"))
    else {
      // The account is read again, for every screen to show the new way of paying.
      await loadUserAndAccount(store)
      showAlert(outcomeAlert(LL, "autopaySave", saved))
    }
  }
  const bankForm = useForm<BankValues>({
    initial: {
      bankName: bank?.directDebitBankName ?? "",
      accountNumber: bank?.directDebitAccountNumber ?? "",
      accountType: bank?.directDebitAccountType ?? "",
      routingNumber: split ? "" : (bank?.directDebitRoutingNumber ?? ""),
      institutionNumber: "",
      transitNumber: "",
    },
    rules,
    onSubmit: async ({ routingNumber, institutionNumber, transitNumber, accountType, ...common }) => {
      const body = {
        ...common,
        ...(split ? { institutionNumber, transitNumber } : { routingNumber }),
        // A theme that hides the account type sends none: the provider's default applies.
        ...(accountType === "" ? {} : { accountType }),
        isManual: false as const,
        languageCode: store.get(languageAtom),
      }
      await finish(await store.get(apiClientAtom).call("updatePaymentMethod", { body }), "debitSaved")
    },
  })

  if (account.isPayTypeLocked) {
    return (
      <div className={panelClass}>
        <PanelHeading>{LL.accountSettings.autoPay.heading()}</PanelHeading>
        <CurrentMethod account={account} type={initialType} />
        <p>{LL.accountSettings.autoPay.locked()}</p>
      </div>
    )
  }

  const debitFormShown = type === "debit" && (bank === null || updatingBank || initialType !== "debit")
  const ready = type === "debit" ? debitFormShown && bankForm.changedAndValid : type !== initialType
  const canSave = ready && termsAccepted && !saving && !bankForm.busy

  const submitOther = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!canSave) return
    setSaving(true)
    if (type === "credit") {
      const opened = await goToPaymentPage(store, "autopay")
      if (opened === "failed") showAlert(outcomeAlert(LL, "autopaySave", "failed"))
      if (opened !== "opened") setSaving(false)
      return
    }
    const body = {
      isManual: true as const,
      languageCode: store.get(languageAtom),
      username: store.get(sessionAtom)?.username ?? "",
    }
    await finish(await store.get(apiClientAtom).call("updatePaymentMethod", { body }), "manualSaved")
    setSaving(false)
  }

  const clearMasked = (name: BankTextField) => {
    if (bankForm.values[name].includes("*")) bankForm.set(name, "")
  }
  // A bank field is judged once filled in and left, so a wrong routing number shows at once (spec §5).
  const liveProblems = bankForm.problemsNow()
  const bankInput = (name: BankTextField, label: string, limit: LimitedField, hint?: string) => {
    const binding = bankForm.field(name)
    const live =
      left.has(name) && bankForm.values[name] !== ""
        ? liveProblems.find((problem) => problem.path === name)
        : undefined
    return (
      <TextField
        label={label}
        {...binding}
        error={binding.error ?? (live === undefined ? undefined : messageText(LL, live.key))}
        // Judged once the press that left it is over, so its message does not move what is being clicked.
        onBlur={() => afterPress(() => setLeft((before) => new Set(before).add(name)))}
        {...(name === "bankName" ? {} : { inputMode: "numeric" as const })}
        // A masked field empties on focus, so the customer types a whole new value rather than edit stars.
        {...(maskedFields.includes(name) ? { onFocus: () => clearMasked(name) } : {})}
        {...(hint === undefined ? {} : { hint })}
        limit={limit}
        autoComplete="off"
        required
      />
    )
  }

  return (
    <form
      {...(debitFormShown
        ? bankForm.formProps
        : { onSubmit: (event) => void submitOther(event), noValidate: true })}
      className={panelClass}
      aria-labelledby="autopay-heading"
    >
      <PanelHeading id="autopay-heading">{LL.accountSettings.autoPay.heading()}</PanelHeading>
      <div>
        <p className={mutedClass}>{LL.accountSettings.autoPay.now()}</p>
        <CurrentMethod account={account} type={initialType} />
      </div>
      <RadioGroupField
        label={LL.accountSettings.autoPay.legend()}
        name="paymentType"
        value={type}
        onChange={(value) => {
          if (value === "credit" || value === "debit" || value === "manual") setType(value)
        }}
        options={[
          { value: "credit", label: LL.accountSettings.autoPay.credit() },
          { value: "debit", label: LL.accountSettings.autoPay.debit() },
          { value: "manual", label: LL.accountSettings.autoPay.manual() },
        ]}
      />
      {type === "credit" ? <p className={mutedClass}>{LL.accountSettings.autoPay.creditHint()}</p> : null}
      {type === "manual" ? <p className={mutedClass}>{LL.accountSettings.autoPay.manualHint()}</p> : null}
      {type === "debit" && !debitFormShown ? (
        <div className={rowClass}>
          <span>{LL.accountSettings.autoPay.bankKept()}</span>
          <button type="button" className={linkButtonClass} onClick={() => setUpdatingBank(true)}>
            {LL.accountSettings.autoPay.updateBank()}
          </button>
        </div>
      ) : null}
      {debitFormShown ? (
        <fieldset className={css({ display: "flex", flexDirection: "column", gap: "4" })}>
          <legend className={css({ fontWeight: "700", mb: "2" })}>
            {LL.accountSettings.autoPay.bankDetails()}
          </legend>
          {bankInput("bankName", LL.accountSettings.autoPay.bankName(), "bankName")}
          {bankInput("accountNumber", LL.accountSettings.autoPay.accountNumber(), "bankAccountNumber")}
          {split ? (
            <div className={pairClass}>
              {bankInput("transitNumber", LL.accountSettings.autoPay.transitNumber(), "transit")}
              {bankInput("institutionNumber", LL.accountSettings.autoPay.institutionNumber(), "institution")}
            </div>
          ) : (
            bankInput(
              "routingNumber",
              LL.accountSettings.autoPay.routingNumber(),
              "routingNumber",
              LL.accountSettings.autoPay.routingHint(),
            )
          )}
          {settings.hideAccountType ? null : (
            <RadioGroupField
              label={LL.accountSettings.autoPay.accountType()}
              name="accountType"
              value={bankForm.values.accountType}
              onChange={(value) => {
                if (value === "Checking" || value === "Savings") bankForm.set("accountType", value)
              }}
              options={[
                { value: "Checking", label: LL.accountSettings.autoPay.checking() },
                { value: "Savings", label: LL.accountSettings.autoPay.savings() },
              ]}
              error={bankForm.field("accountType").error}
            />
          )}
        </fieldset>
      ) : null}
      <CheckboxField
        label={LL.accountSettings.autoPay.termsAccept()}
        name="terms"
        value={termsAccepted}
        onChange={setTermsAccepted}
        hint={LL.accountSettings.autoPay.termsText()}
        required
      />
      <div>
        <button type="submit" className={button()} disabled={!canSave}>
          {saving || bankForm.busy
            ? LL.accountSettings.saving()
            : type === "credit"
              ? LL.accountSettings.autoPay.continueToCard()
              : LL.accountSettings.save()}
        </button>
      </div>
    </form>
  )
}

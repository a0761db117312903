import type { AccountNames, Token } from "@billpath/contract"
import { useAtomValue, useSetAtom } from "jotai"
import { css } from "../../../styled-system/css"
import { apiClientAtom } from "../../api/portal-atoms.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { LookupForm, useLookupForm } from "../../shared/find-my-bill/lookup-form.tsx"
import { outcomeAlert } from "../../shared/outcome-alerts.ts"
import { themeSettingsAtom } from "../../theme/theme-atoms.ts"
import { showFocusedAlertAtom } from "../../ui/alerts/alerts-atoms.ts"
import { CheckboxField } from "../../ui/form/checkbox-field.tsx"
import { DateField } from "../../ui/form/date-field.tsx"
import { fieldsetClass } from "../../ui/form/form-styles.ts"
import { TextField } from "../../ui/form/text-field.tsx"
import { HelpLink } from "../../ui/help-modal/help-link.tsx"

// The contract's schemas (Effect) load when the visitor starts filling the form, not with the page.
const loadCalls = () => import("./register-calls.ts")

const legendClass = css({ fontSize: "sm", color: "fg.muted", mb: "3", p: "0" })

type LookupValues = {
  readonly accountNumber: string
  readonly serviceId: string
  readonly companyAccount: boolean
  readonly accountName: string
  readonly lastStatementBalance: string
  readonly statementDate: string
  readonly statementBalance: string
}

/** What the lookup hands the next step: the pass to save with, and whose account it is. */
export interface FoundRegistration {
  readonly pass: Token
  readonly names: AccountNames
}

/**
 * Registration's lookup (spec §2, §5): account number, service ID, a company checkbox that relabels the
 * name, the last statement balance when the theme asks for it (or, in the old mode, that or a statement
 * date and its balance), help for each identifier, and the robot check before the first search.
 */
export const LookupStep = ({ onFound }: { readonly onFound: (found: FoundRegistration) => void }) => {
  const LL = useTranslations()
  const api = useAtomValue(apiClientAtom)
  const settings = useAtomValue(themeSettingsAtom)
  const showAlert = useSetAtom(showFocusedAlertAtom)
  const { form, robot } = useLookupForm<LookupValues>({
    initial: {
      accountNumber: "",
      serviceId: "",
      companyAccount: false,
      accountName: "",
      lastStatementBalance: "",
      statementDate: "",
      statementBalance: "",
    },
    rules: () => loadCalls().then(({ lookupRules }) => lookupRules(settings)),
    serviceId: (values) => values.serviceId.trim(),
    onLookup: async (values) => {
      const { lookUpAccount } = await loadCalls()
      const outcome = await lookUpAccount(api, values, settings)
      if (outcome._tag === "success") {
        onFound({ pass: outcome.value.auth_token, names: outcome.value.account_names })
        return true
      }
      const reason =
        outcome._tag === "invalid" || outcome._tag === "inactive" || outcome._tag === "registered"
          ? outcome._tag
          : "failed"
      showAlert(outcomeAlert(LL, "registrationLookup", reason))
      return false
    },
  })
  const askBalance = settings.useLastStatementBalance || settings.useOldStatementBalance
  return (
    <LookupForm
      form={form}
      robot={robot}
      accountNumber={form.field("accountNumber")}
      serviceId={form.field("serviceId")}
      limits={{ accountNumber: "registrationAccount", serviceId: "registrationAccount" }}
      submitLabel={LL.register.lookup()}
      busyLabel={LL.register.lookingUp()}
    >
      <CheckboxField label={LL.register.companyAccount()} {...form.field("companyAccount")} />
      <TextField
        label={form.values.companyAccount ? LL.register.companyName() : LL.register.lastName()}
        {...form.field("accountName")}
        autoComplete={form.values.companyAccount ? "organization" : "family-name"}
        limit="registrationName"
        required
      />
      {askBalance ? (
        <fieldset className={fieldsetClass}>
          {settings.useOldStatementBalance ? (
            <legend className={legendClass}>{LL.register.oldBalanceIntro()}</legend>
          ) : null}
          <TextField
            label={LL.register.lastStatementBalance()}
            {...form.field("lastStatementBalance")}
            inputMode="decimal"
            autoComplete="off"
            limit="registrationBalance"
            hint={LL.register.balanceHint()}
            required={!settings.useOldStatementBalance}
            aside={<HelpLink topic="lastStatementBalance" />}
          />
          {settings.useOldStatementBalance ? (
            <>
              <DateField label={LL.register.statementDate()} {...form.field("statementDate")} />
              <TextField
                label={LL.register.statementBalance()}
                {...form.field("statementBalance")}
                inputMode="decimal"
                autoComplete="off"
                limit="registrationBalance"
                hint={LL.register.balanceHint()}
              />
            </>
          ) : null}
        </fieldset>
      ) : null}
    </LookupForm>
  )
}

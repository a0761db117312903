import type { AccountNames, RegistrationLookup, Token } from "@billpath/contract"
import { useAtomValue } from "jotai"
import { css } from "../../../styled-system/css"
import { apiClientAtom } from "../../api/portal-atoms.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { LookupForm, useLookupForm } from "../../shared/find-my-bill/lookup-form.tsx"
import { outcomeAlert } from "../../shared/outcome-alerts.ts"
import { themeSettingsAtom } from "../../theme/theme-atoms.ts"
import { CheckboxField } from "../../ui/form/checkbox-field.tsx"
import { DateField } from "../../ui/form/date-field.tsx"
import { fieldsetClass } from "../../ui/form/form-styles.ts"
import { TextField } from "../../ui/form/text-field.tsx"
import { HelpLink } from "../../ui/help-modal/help-link.tsx"
import { loadRegisterCalls } from "./register-calls-code.ts"

const legendClass = css({ fontSize: "sm", color: "fg.muted", mb: "3", p: "0" })

/** What the lookup hands the next step: the pass to save with, and whose account it is. */
export interface FoundRegistration {
  readonly pass: Token
  readonly names: AccountNames
}

/** Registration's lookup (spec §2, §5); what it asks beyond the bill's identifiers depends on the theme. */
export const LookupStep = ({ onFound }: { readonly onFound: (found: FoundRegistration) => void }) => {
  const LL = useTranslations()
  const api = useAtomValue(apiClientAtom)
  const settings = useAtomValue(themeSettingsAtom)
  const { form, robot } = useLookupForm<RegistrationLookup>({
    initial: {
      accountNumber: "",
      serviceId: "",
      companyAccount: false,
      accountName: "",
      lastStatementBalance: "",
      statementDate: "",
      statementBalance: "",
    },
    rules: () => loadRegisterCalls().then(({ lookupRules }) => lookupRules(settings)),
    serviceId: (values) => values.serviceId.trim(),
    onLookup: async (values) => {
      const { registrationLookupRequest } = await loadRegisterCalls()
      // A Registration pass and whose account it is.
      const outcome = await api.call("validateRegistrationAccount", {
        body: registrationLookupRequest(values, settings),
      })
      if (outcome._tag === "tooMany") return "tooMany"
      if (outcome._tag !== "success") {
        const { _tag } = outcome
        const reason = _tag === "invalid" || _tag === "inactive" || _tag === "registered" ? _tag : "failed"
        return outcomeAlert(LL, "registrationLookup", reason)
      }
      onFound({ pass: outcome.value.auth_token, names: outcome.value.account_names })
    },
  })
  const balanceField = {
    inputMode: "decimal",
    autoComplete: "off",
    limit: "registrationBalance",
    hint: LL.register.balanceHint(),
  } as const
  const oldMode = settings.useOldStatementBalance
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
      {settings.useLastStatementBalance || oldMode ? (
        <fieldset className={fieldsetClass}>
          {oldMode ? <legend className={legendClass}>{LL.register.oldBalanceIntro()}</legend> : null}
          <TextField
            label={LL.register.lastStatementBalance()}
            {...form.field("lastStatementBalance")}
            {...balanceField}
            required={!oldMode}
            aside={<HelpLink topic="lastStatementBalance" />}
          />
          {oldMode ? (
            <>
              <DateField label={LL.register.statementDate()} {...form.field("statementDate")} />
              <TextField
                label={LL.register.statementBalance()}
                {...form.field("statementBalance")}
                {...balanceField}
              />
            </>
          ) : null}
        </fieldset>
      ) : null}
    </LookupForm>
  )
}

import { usageSearchForm } from "@billpath/contract"
import { getRouteApi } from "@tanstack/react-router"
import { useAtomValue } from "jotai"
import { css } from "../../../styled-system/css"
import { button } from "../../../styled-system/recipes"
import { formatDate } from "../../i18n/format.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import type { UsageSearch } from "../../navigation/usage-search.ts"
import { formRules } from "../../ui/form/contract-rules.ts"
import { NativeSelectField } from "../../ui/form/native-select-field.tsx"
import { TextField } from "../../ui/form/text-field.tsx"
import { useForm } from "../../ui/form/use-form.ts"
import type { BillingDates } from "./usage-data.ts"

const route = getRouteApi("/{-$lang}/usage")

// Spec §5: a service ID search of at most 30.
const rules = formRules(usageSearchForm)

const formClass = css({
  display: "grid",
  gap: "4",
  gridTemplateColumns: { base: "1fr", md: "minmax(0, 1fr) minmax(0, 1fr) auto" },
  alignItems: "end",
})

// Outline, as every list's search: the screen's main actions are the solid ones.
const findClass = button({ variant: "outline" })

/** The usage filter (spec §2 Usage): a bill date, the usage not billed yet first, and a service ID search. */
export const UsageFilter = ({
  criteria,
  billingDates,
  onSearched,
}: {
  readonly criteria: UsageSearch
  /** Undefined while on their way. */
  readonly billingDates: BillingDates | undefined
  /** After a search has gone to the address (the phone's filters sheet closes). */
  readonly onSearched: () => void
}) => {
  const LL = useTranslations()
  const navigate = route.useNavigate()
  const language = useAtomValue(languageAtom)
  const form = useForm({
    // An empty bill date is the usage not billed yet.
    initial: { atrTransactionID: criteria.atrTransactionID ?? "", serviceID: criteria.serviceID ?? "" },
    rules,
    onSubmit: ({ atrTransactionID, serviceID }) => {
      const service = serviceID.trim()
      // A new search starts on page 1 (spec §4 Lists).
      void navigate({
        search: {
          ...(atrTransactionID === "" ? {} : { atrTransactionID }),
          ...(service === "" ? {} : { serviceID: service }),
        },
      })
      onSearched()
    },
  })
  const options = billingDates === undefined || billingDates === "failed" ? [] : billingDates
  return (
    <form {...form.formProps} className={formClass} aria-label={LL.usage.filter()}>
      <NativeSelectField
        label={LL.usage.billDate()}
        name="atrTransactionID"
        value={form.values.atrTransactionID}
        onChange={(value) => form.set("atrTransactionID", value)}
        placeholder={LL.usage.notBilledPeriod()}
        placeholderSelectable
        options={options.map((date) => ({
          value: date.ATRTransactionID,
          label: formatDate(date.statementDate, language),
        }))}
      />
      <TextField label={LL.usage.serviceSearch()} {...form.field("serviceID")} limit="serviceSearch" />
      <button type="submit" className={findClass} disabled={form.busy}>
        {LL.usage.find()}
      </button>
    </form>
  )
}

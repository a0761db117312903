import type { FindMyBill } from "@billpath/contract"
import { LookupForm, useLookupForm } from "./lookup-form.tsx"

// The contract's schemas (Effect) load when the visitor starts filling the form, not with the page.
const loadRules = () => import("./find-my-bill-rules.ts").then(({ findMyBillRules }) => findMyBillRules)

export interface FindMyBillFormProps {
  /** The submit button's text: "Find my account", "Continue"… */
  readonly submitLabel: string
  /** While the search runs. */
  readonly busyLabel: string
  /**
   * Looks the account up with identifiers the rules accept and the robot check passed; answers whether
   * it was found. A miss resets the robot check, as a failed sign-in does.
   */
  readonly onFind: (identifiers: FindMyBill) => Promise<boolean>
}

/**
 * The find-my-bill form of quick pay and password reset (spec §2, §5 Find-my-bill): account number and
 * service ID, each with its "Where do I find this?" help, and the robot check before the first search.
 */
export const FindMyBillForm = ({ submitLabel, busyLabel, onFind }: FindMyBillFormProps) => {
  const { form, robot } = useLookupForm({
    initial: { accountNumber: "", serviceID: "" },
    rules: loadRules,
    serviceId: (values) => values.serviceID.trim(),
    onLookup: (values) =>
      onFind({ accountNumber: values.accountNumber.trim(), serviceID: values.serviceID.trim() }),
  })
  return (
    <LookupForm
      form={form}
      robot={robot}
      accountNumber={form.field("accountNumber")}
      serviceId={form.field("serviceID")}
      limits={{ accountNumber: "accountSearch", serviceId: "serviceSearch" }}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
    />
  )
}

import type { FindMyBill } from "@billpath/contract"
import { type Lookup, LookupForm, useLookupForm } from "./lookup-form.tsx"

// The contract's schemas (Effect) load when the visitor starts filling the form, not with the page.
const loadRules = () => import("./find-my-bill-rules.ts").then(({ findMyBillRules }) => findMyBillRules)

/** The find-my-bill form of quick pay and password reset (spec §2, §5 Find-my-bill). */
export const FindMyBillForm = ({
  submitLabel,
  busyLabel,
  onFind,
}: {
  readonly submitLabel: string
  readonly busyLabel: string
  readonly onFind: Lookup<FindMyBill>
}) => {
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

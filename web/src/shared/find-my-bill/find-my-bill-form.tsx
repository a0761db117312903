import type { FindMyBill } from "@billpath/contract"
import { useForm } from "../../ui/form/use-form.ts"
import { useRobotGate } from "../robot-check/use-robot-check.tsx"
import { LookupForm } from "./lookup-form.tsx"

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
  const robot = useRobotGate()
  const form = useForm({
    initial: { accountNumber: "", serviceID: "" },
    rules: loadRules,
    onSubmit: async (values) => {
      const identifiers = { accountNumber: values.accountNumber.trim(), serviceID: values.serviceID.trim() }
      if (!(await robot.passes({ serviceID: identifiers.serviceID }))) return
      if (!(await onFind(identifiers))) robot.reset()
    },
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

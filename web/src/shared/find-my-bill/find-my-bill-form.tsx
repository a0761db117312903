import type { FindMyBill } from "@billpath/contract"
import { css } from "../../../styled-system/css"
import { button } from "../../../styled-system/recipes"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { TextField } from "../../ui/form/text-field.tsx"
import { useForm } from "../../ui/form/use-form.ts"
import { HelpLink } from "../../ui/help-modal/help-link.tsx"
import { useRobotGate } from "../robot-check/use-robot-check.tsx"

// The contract's schemas (Effect) load when the visitor starts filling the form, not with the page.
const loadRules = () => import("./find-my-bill-rules.ts").then(({ findMyBillRules }) => findMyBillRules)

const formClass = css({ display: "flex", flexDirection: "column", gap: "4" })

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
  const LL = useTranslations()
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
  const blocked = form.busy || robot.blocked
  return (
    <form {...form.formProps} className={formClass}>
      <TextField
        label={LL.findMyBill.accountNumber()}
        {...form.field("accountNumber")}
        inputMode="numeric"
        autoComplete="off"
        limit="accountSearch"
        required
        aside={<HelpLink topic="accountNumber" />}
      />
      <TextField
        label={LL.findMyBill.serviceID()}
        {...form.field("serviceID")}
        autoComplete="off"
        autoCapitalize="characters"
        limit="serviceSearch"
        required
        aside={<HelpLink topic="serviceID" />}
      />
      {robot.challenge}
      <button
        type="submit"
        className={button({ fullWidth: true })}
        disabled={blocked}
        aria-disabled={blocked}
      >
        {form.busy ? busyLabel : submitLabel}
      </button>
    </form>
  )
}

import type { LimitedField } from "@billpath/contract/rules"
import type { ReactNode } from "react"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import type { FormValues, RulesLoader } from "../../ui/form/form-rules.ts"
import { formClass } from "../../ui/form/form-styles.ts"
import { TextField } from "../../ui/form/text-field.tsx"
import { type FieldBinding, type Form, useForm } from "../../ui/form/use-form.ts"
import { HelpLink } from "../../ui/help-modal/help-link.tsx"
import { GatedSubmit } from "../robot-check/gated-submit.tsx"
import { type RobotGate, useRobotGate } from "../robot-check/use-robot-check.tsx"

export interface LookupOptions<V extends FormValues> {
  readonly initial: V
  readonly rules: RulesLoader<V>
  /** The service ID typed, which the robot check is about. */
  readonly serviceId: (values: V) => string
  /**
   * Looks the account up with values the rules accept and the robot check passed; answers whether it
   * was found. A miss resets the robot check, as a failed sign-in does.
   */
  readonly onLookup: (values: V) => Promise<boolean>
}

/** A lookup form's values and rules, behind the robot check. */
export const useLookupForm = <V extends FormValues>({
  initial,
  rules,
  serviceId,
  onLookup,
}: LookupOptions<V>) => {
  const robot = useRobotGate()
  const form = useForm({
    initial,
    rules,
    onSubmit: async (values) => {
      if (!(await robot.passes({ serviceID: serviceId(values) }))) return
      if (!(await onLookup(values))) robot.reset()
    },
  })
  return { form, robot }
}

export interface LookupFormProps {
  readonly form: Pick<Form<never>, "formProps" | "busy">
  readonly robot: RobotGate
  readonly accountNumber: FieldBinding<string>
  readonly serviceId: FieldBinding<string>
  /** The contract's limits of the two identifiers, which differ between a search and a registration. */
  readonly limits: { readonly accountNumber: LimitedField; readonly serviceId: LimitedField }
  /** The submit button's text: "Find my bill", "Continue"… */
  readonly submitLabel: string
  /** While the search runs. */
  readonly busyLabel: string
  /** What the flow asks besides the bill's identifiers (registration's name and balance). */
  readonly children?: ReactNode
}

/**
 * The visitor flows' account lookup (spec §5 Find-my-bill and registration): account number and service
 * ID from the bill, each with its "Where do I find this?" help, the flow's own fields, and the robot
 * check before the first search.
 */
export const LookupForm = ({
  form,
  robot,
  accountNumber,
  serviceId,
  limits,
  submitLabel,
  busyLabel,
  children,
}: LookupFormProps) => {
  const LL = useTranslations()
  return (
    <form {...form.formProps} className={formClass}>
      <TextField
        label={LL.findMyBill.accountNumber()}
        {...accountNumber}
        inputMode="numeric"
        autoComplete="off"
        limit={limits.accountNumber}
        required
        aside={<HelpLink topic="accountNumber" />}
      />
      <TextField
        label={LL.findMyBill.serviceID()}
        {...serviceId}
        autoComplete="off"
        autoCapitalize="characters"
        limit={limits.serviceId}
        required
        aside={<HelpLink topic="serviceID" />}
      />
      {children}
      {robot.challenge}
      <GatedSubmit busy={form.busy} robotBlocked={robot.blocked} label={submitLabel} busyLabel={busyLabel} />
    </form>
  )
}

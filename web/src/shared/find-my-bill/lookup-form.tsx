import type { LimitedField } from "@billpath/contract/rules"
import { useSetAtom } from "jotai"
import type { ReactNode } from "react"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { type PortalAlert, showFocusedAlertAtom } from "../../ui/alerts/alerts-atoms.ts"
import type { FormValues, RulesLoader } from "../../ui/form/form-rules.ts"
import { formClass } from "../../ui/form/form-styles.ts"
import { TextField } from "../../ui/form/text-field.tsx"
import { type FieldBinding, type Form, useForm } from "../../ui/form/use-form.ts"
import { HelpLink } from "../../ui/help-modal/help-link.tsx"
import { GatedSubmit } from "../robot-check/gated-submit.tsx"
import { type RobotGate, useRobotGate } from "../robot-check/use-robot-check.tsx"

/** A miss's alert (it resets the robot check, as a failed sign-in does), `tooMany` on a 429, or nothing. */
export type Lookup<V> = (values: V) => Promise<PortalAlert | "tooMany" | undefined>

/** A lookup form's values and rules, behind the robot check, which is about the service ID typed. */
export const useLookupForm = <V extends FormValues>(options: {
  readonly initial: V
  readonly rules: RulesLoader<V>
  readonly serviceId: (values: V) => string
  readonly onLookup: Lookup<V>
}) => {
  const LL = useTranslations()
  const showAlert = useSetAtom(showFocusedAlertAtom)
  const robot = useRobotGate()
  const form = useForm({
    initial: options.initial,
    rules: options.rules,
    onSubmit: async (values) => {
      if (!(await robot.passes({ serviceID: options.serviceId(values) }))) return
      const miss = await options.onLookup(values)
      if (miss === undefined) return
      if (miss !== "tooMany") {
        showAlert(miss)
        robot.reset()
        return
      }
      // Too many attempts on this account or from here: the visible challenge lets the next search through
      // (docs/decisions/042-security-answers-and-the-reset-path.md); without one, only waiting does.
      const challenged = robot.demand()
      showAlert({ priority: 1, text: challenged ? LL.findMyBill.checkNeeded() : LL.findMyBill.tryLater() })
    },
  })
  return { form, robot }
}

/** How each identifier is typed: the account number in digits, the service ID in capitals. */
const typing = {
  accountNumber: { inputMode: "numeric" },
  serviceID: { autoCapitalize: "characters" },
} as const

/** An identifier from the bill, with its "Where do I find this?" help. */
const IdentifierField = ({
  topic,
  limit,
  ...binding
}: FieldBinding<string> & { readonly topic: keyof typeof typing; readonly limit: LimitedField }) => {
  const LL = useTranslations()
  return (
    <TextField
      label={LL.findMyBill[topic]()}
      {...binding}
      {...typing[topic]}
      autoComplete="off"
      limit={limit}
      required
      aside={<HelpLink topic={topic} />}
    />
  )
}

/** The visitor flows' account lookup (spec §5 Find-my-bill and registration). */
export const LookupForm = ({
  form,
  robot,
  accountNumber,
  serviceId,
  limits,
  submitLabel,
  busyLabel,
  children,
}: {
  readonly form: Pick<Form<never>, "formProps" | "busy">
  readonly robot: RobotGate
  readonly accountNumber: FieldBinding<string>
  readonly serviceId: FieldBinding<string>
  /** The identifiers' limits, which differ between a search and a registration. */
  readonly limits: { readonly accountNumber: LimitedField; readonly serviceId: LimitedField }
  readonly submitLabel: string
  readonly busyLabel: string
  /** What the flow asks besides the identifiers (registration's name and balance). */
  readonly children?: ReactNode
}) => (
  <form {...form.formProps} className={formClass}>
    <IdentifierField topic="accountNumber" {...accountNumber} limit={limits.accountNumber} />
    <IdentifierField topic="serviceID" {...serviceId} limit={limits.serviceId} />
    {children}
    {robot.challenge}
    <GatedSubmit busy={form.busy} robotBlocked={robot.blocked} label={submitLabel} busyLabel={busyLabel} />
  </form>
)

// A type only: erased at build time, so no Effect reaches the page that imports this.
import type { FieldProblem } from "@billpath/contract"

/** What a form may hold in one field: typed text, a ticked box, a chosen number or nothing chosen. */
export type FieldValue = string | boolean | number | null

/** A form's values by field name. Declare them with `type`: an interface has no index signature. */
export type FormValues = Readonly<Record<string, FieldValue>>

// At most one problem per field, in field order (spec §5). A plain object so it can come from a dynamic import:
// the sign-in page must not load Effect before the customer starts filling the form.
export interface FormRules<V extends FormValues> {
  readonly problems: (values: V) => ReadonlyArray<FieldProblem>
}

/** Rules fetched when the form is first focused (or at the latest on submit). */
export type RulesLoader<V extends FormValues> = () => Promise<FormRules<V>>

import { findMyBillForm } from "@billpath/contract"
import { formRules } from "../../ui/form/contract-rules.ts"

/** The find-my-bill form's rules (spec §5), with the contract's schemas: loaded on the form's first focus. */
export const findMyBillRules = formRules(findMyBillForm)

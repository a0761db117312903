import { dateSearchForm } from "@billpath/contract"
import { formRules } from "../form/contract-rules.ts"

/** The date search's rules (the contract's form, with Effect): a chunk the form loads on first focus. */
export const dateSearchRules = formRules(dateSearchForm)

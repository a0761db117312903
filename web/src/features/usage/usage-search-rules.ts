import { usageSearchForm } from "@billpath/contract"
import { formRules } from "../../ui/form/contract-rules.ts"

/** The usage filter's rules (spec §5: a service ID search of at most 30), loaded on the form's first focus. */
export const usageSearchRules = formRules(usageSearchForm)

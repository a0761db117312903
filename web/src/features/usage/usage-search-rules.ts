import { usageSearchForm } from "@billpath/contract"
import { formRules } from "../../ui/form/contract-rules.ts"

/** The usage filter's rules (spec §5: a service ID search of at most 30). */
export const usageSearchRules = formRules(usageSearchForm)

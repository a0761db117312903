import { securityAnswerForm } from "@billpath/contract"
import { formRules } from "../../ui/form/contract-rules.ts"

// With the contract's schemas (Effect): loaded when the visitor starts answering, not with the page.
export const securityAnswerRules = formRules(securityAnswerForm)

import { type DirectDebitSettings, directDebitForm } from "@billpath/contract"
import { formRules } from "../../ui/form/contract-rules.ts"

/** The direct-debit form's rules (spec §5 Direct debit): plain or split routing, the account's checksum. */
export const directDebitRules = (settings: DirectDebitSettings) => formRules(directDebitForm(settings))

import {
  type AccountNames,
  registrationLookupForm,
  registrationSetupForm,
  type ThemeSettings,
} from "@billpath/contract"
import { formRules } from "../../ui/form/contract-rules.ts"

export { emailFromUsername, registrationLookupRequest } from "@billpath/contract"

export const lookupRules = (settings: ThemeSettings) => formRules(registrationLookupForm(settings))

export const setupRules = (settings: ThemeSettings, names: AccountNames) =>
  formRules(registrationSetupForm(settings, names))

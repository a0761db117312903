import {
  type AccountNames,
  type RegistrationSave,
  registrationLookupForm,
  registrationLookupRequest,
  registrationSetupForm,
  type ThemeSettings,
} from "@billpath/contract"
import type { ApiClient } from "../../api/client.ts"
import { formRules } from "../../ui/form/contract-rules.ts"

export { emailFromUsername } from "@billpath/contract"

// The registration's rules and calls, with the contract's schemas (Effect): loaded when the visitor starts
// filling a step, not with the page.
export const lookupRules = (settings: ThemeSettings) => formRules(registrationLookupForm(settings))

/** PUT /registration/validateaccount: a Registration pass and whose account it is. */
export const lookUpAccount = (
  api: ApiClient,
  values: Parameters<typeof registrationLookupRequest>[0],
  settings: ThemeSettings,
) => api.call("validateRegistrationAccount", { body: registrationLookupRequest(values, settings) })

export const setupRules = (settings: ThemeSettings, names: AccountNames) =>
  formRules(registrationSetupForm(settings, names))

/** PUT /registration/save with the pass: the new sign-in. */
export const saveSetup = (api: ApiClient, body: RegistrationSave) => api.call("saveRegistration", { body })

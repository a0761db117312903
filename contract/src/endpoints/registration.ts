import { LoginResponse } from "../entities/auth.ts"
import { RegistrationSave, RegistrationValidateAccount } from "../entities/registration.ts"
import { statuses } from "../statuses.ts"
import { empty, endpoint, json } from "./endpoint.ts"

export const validateRegistrationAccount = endpoint({
  name: "validateRegistrationAccount",
  summary: "Look an account up for online enrollment; answers a Registration-level token",
  method: "PUT",
  path: "/registration/validateaccount",
  host: "api",
  access: "public",
  body: RegistrationValidateAccount,
  success: json(LoginResponse),
  errors: [statuses.invalid, statuses.inactive, statuses.alreadyRegistered],
})

export const saveRegistration = endpoint({
  name: "saveRegistration",
  summary: "Create the sign-in for the account looked up",
  method: "PUT",
  path: "/registration/save",
  host: "api",
  access: ["Registration"],
  body: RegistrationSave,
  success: empty,
  errors: [statuses.usernameTaken],
})

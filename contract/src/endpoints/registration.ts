import { LoginResponse } from "../entities/auth.ts"
import { RegistrationSave, RegistrationValidateAccount } from "../entities/registration.ts"
import { statuses } from "../statuses.ts"
import { empty, endpoint, json } from "./endpoint.ts"
import { group } from "./group.ts"

export const registrationEndpoints = {
  ...group(
    { host: "api", access: "public" },
    {
      validateRegistrationAccount: endpoint({
        summary: "Look an account up for online enrollment; answers a Registration-level token",
        method: "PUT",
        path: "/registration/validateaccount",
        body: RegistrationValidateAccount,
        success: json(LoginResponse),
        errors: [statuses.invalid, statuses.inactive, statuses.alreadyRegistered, statuses.tooMany],
      }),
    },
  ),
  ...group(
    { host: "api", access: ["Registration"] },
    {
      saveRegistration: endpoint({
        summary: "Create the sign-in for the account looked up",
        method: "PUT",
        path: "/registration/save",
        body: RegistrationSave,
        success: empty,
        errors: [statuses.usernameTaken, statuses.tooMany],
      }),
    },
  ),
}

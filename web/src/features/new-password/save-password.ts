import type { PasswordChange } from "@billpath/contract"
import type { ApiClient } from "../../api/client.ts"

/** PUT /me/changepassword, with the contract's schemas; loaded when the customer saves. */
export const savePassword = (api: ApiClient, body: PasswordChange) => api.call("changePassword", { body })

import type { ProfileUpdate } from "@billpath/contract"
import type { ApiClient } from "../../api/client.ts"

/** PUT /me/updateprofile, with the contract's schemas; loaded when the customer saves. */
export const saveProfile = (api: ApiClient, body: ProfileUpdate) => api.call("updateProfile", { body })

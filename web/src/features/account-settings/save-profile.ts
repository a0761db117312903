import type { ProfileUpdate } from "@billpath/contract"
import type { ApiClient } from "../../api/client.ts"

/** PUT /me/updateprofile. */
export const saveProfile = (api: ApiClient, body: ProfileUpdate) => api.call("updateProfile", { body })

import { type ProfileUpdate, updateProfile } from "@billpath/contract"
import type { ApiClient } from "../../api/client.ts"

/** PUT /me/updateprofile, with the contract's schemas; loaded when the customer saves. */
export const saveProfile = (api: ApiClient, body: ProfileUpdate) =>
  api.callWithSchemas(updateProfile, { body })

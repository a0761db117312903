import type { AccountSummary, User } from "@billpath/contract"
import { failed } from "@billpath/contract/start-up"
import { atom } from "jotai"
import type { ApiClient } from "./client.ts"

/** Until start-up configures it, every call fails plainly instead of reaching a wrong host. */
const unconfiguredClient: ApiClient = {
  call: async () => failed("the API client is not configured yet"),
}

export const apiClientAtom = atom<ApiClient>(unconfiguredClient)

/** The signed-in customer's account (GET /accounts items[0]). */
export const accountAtom = atom<AccountSummary | null>(null)

/** The signed-in user (GET /me). */
export const userAtom = atom<User | null>(null)

/** One refresh shared by every caller; in an object, as Jotai takes a bare function for a read function. */
export const sessionRenewalAtom = atom<{ readonly renew: () => Promise<boolean> }>({
  renew: async () => false,
})

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

/**
 * The session renewal start-up built: one refresh shared by every caller (API client, idle watcher).
 * Held in an object because Jotai takes a bare function for a derived atom's read function.
 */
export const sessionRenewalAtom = atom<{ readonly renew: () => Promise<boolean> }>({
  renew: async () => false,
})

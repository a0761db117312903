import { type AccountNames, endpoints } from "@billpath/contract"
import { type Probing, probe } from "./probe.ts"

export interface SignedIn {
  readonly access: string
  readonly refresh: string
  readonly names: AccountNames
}

/** A password that fits the contract's rules and is not the customer's. */
const wrongPasswordFor = (password: string): string =>
  password === "Conformance-Wrong-1" ? "Conformance-Wrong-2" : "Conformance-Wrong-1"

/**
 * One wrong password (431), then the right one, which resets the failure count: the run never comes
 * near the lock that five failures in a row would set.
 */
export const signIn = async (
  kit: Probing,
  username: string,
  password: string,
): Promise<SignedIn | undefined> => {
  const wrong = wrongPasswordFor(password)
  kit.recorder.hide(wrong)
  await probe(
    kit,
    endpoints.login,
    { query: { username, password: wrong } },
    { label: "wrong password", expect: { tags: ["invalid"] } },
  )
  const answer = (
    await probe(
      kit,
      endpoints.login,
      { query: { username, password } },
      { label: "sign-in", expect: { tags: ["success"] } },
    )
  ).value
  if (answer === undefined) return undefined
  return {
    access: answer.auth_token.access_token,
    refresh: answer.auth_token.refresh_token,
    names: answer.account_names,
  }
}

/** A signed-in endpoint called with no token answers 401 with the contract's message body. */
export const withoutToken = async (kit: Probing): Promise<void> => {
  await probe(kit, endpoints.getAccounts, {}, { label: "no token", expect: { tags: ["unauthorized"] } })
}

/** The refresh answer decodes and its new access token works; gives the new pair, or the old one. */
export const refresh = async (kit: Probing, signedIn: SignedIn): Promise<SignedIn> => {
  const token = (
    await probe(
      kit,
      endpoints.refreshToken,
      { query: { refresh_token: signedIn.refresh } },
      { label: "refresh", expect: { tags: ["success"] } },
    )
  ).value
  if (token === undefined) return signedIn
  await probe(
    kit,
    endpoints.getMe,
    {},
    { label: "with the refreshed token", token: token.access_token, expect: { tags: ["success"] } },
  )
  return { ...signedIn, access: token.access_token, refresh: token.refresh_token }
}

/**
 * Sign-out revokes both tokens: the access token then gets 401 and the refresh token the contract's
 * refusal (431). Should the provider still renew it, that new sign-in is ended too.
 */
export const signOut = async (kit: Probing, signedIn: SignedIn): Promise<void> => {
  await probe(
    kit,
    endpoints.logout,
    {},
    { label: "sign-out", token: signedIn.access, expect: { tags: ["success"] } },
  )
  await probe(
    kit,
    endpoints.getMe,
    {},
    { label: "after sign-out", token: signedIn.access, expect: { tags: ["unauthorized"] } },
  )
  const renewed = (
    await probe(
      kit,
      endpoints.refreshToken,
      { query: { refresh_token: signedIn.refresh } },
      { label: "after sign-out", expect: { tags: ["invalid"] } },
    )
  ).value
  if (renewed !== undefined)
    await probe(kit, endpoints.logout, {}, { token: renewed.access_token, quiet: true })
}

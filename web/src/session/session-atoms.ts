import type { AccountNames, Token } from "@billpath/contract"
import { atom } from "jotai"

/** A signed-in customer's session: the token and who it belongs to. */
export interface Session {
  readonly token: Token
  readonly username: string
  readonly accountNames: AccountNames
  /** Client clock (ms) when the token arrived; the countdown measures from here. */
  readonly receivedAt: number
}

export const sessionAtom = atom<Session | null>(null)

/** Start-up does not wait for it; false when the session had to end, null when nothing was kept. */
export const sessionRestoreAtom = atom<Promise<boolean> | null>(null)

export const isSignedInAtom = atom((get) => get(sessionAtom)?.token.authorization_level === "LoggedIn")
